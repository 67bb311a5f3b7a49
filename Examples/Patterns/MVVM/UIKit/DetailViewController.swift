#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserUIKitViews
import GitHubBrowserVocabulary
import PatternsMVVM
import PatternsUIKit
import StrataAlert
import StrataCore
import StrataUIKit

/// MVVM's detail screen on UIKit, bound one way to its view model; the favourite button is the
/// view model's toggle.
public final class DetailViewController: ViewController<RepositoryDetailRootView> {
    private let viewModel: DetailViewModel
    private lazy var saveErrorAlert = AlertClient<SaveFavouriteErrorAction>(viewController: self)

    /// Creates the screen of `viewModel`.
    public init(viewModel: DetailViewModel) {
        self.viewModel = viewModel
        super.init()
        title = viewModel.repository.fullName
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        rootView.favouriteButton.addAction(UIAction { [unowned self] _ in viewModel.toggleFavourite() }, for: .touchUpInside)
        saveErrorAlert.register { [unowned self] action in viewModel.favourites.didChoose(action) }
        rootView.show(viewModel.content)
        ContinuousObservation.observe(self) { screen in screen.bind() }
    }

    private func bind() {
        rootView.setFavourite(viewModel.isFavourite)
        // Read before the visibility check, so the binding tracks it while the screen is hidden.
        let saveFailureAlert = viewModel.favourites.saveFailureAlert
        if isVisible, let alert = saveFailureAlert {
            viewModel.favourites.didShowSaveFailureAlert()
            saveErrorAlert.show(strategy: alert)
        }
    }
}
#endif
