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

/// MVVM's favourites screen on UIKit, bound one way to the shared favourites view model; a tap
/// selects a favourite, which the coordinator opens.
public final class FavouritesViewController: ViewController<FavouritesRootView> {
    private let viewModel: FavouritesViewModel
    private lazy var saveErrorAlert = AlertClient<SaveFavouriteErrorAction>(viewController: self)
    private lazy var dataSource = ItemListDataSource<RepositoryRow>(tableView: rootView.tableView)

    /// Creates the screen of `viewModel`.
    public init(viewModel: FavouritesViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        dataSource.didSelectRow { [unowned self] index in viewModel.select(at: index) }
        saveErrorAlert.register { [unowned self] action in viewModel.didChoose(action) }
        ContinuousObservation.observe(self) { screen in screen.bind() }
    }

    private func bind() {
        rootView.showStatus(viewModel.list.status)
        dataSource.update(newItems: viewModel.list.rows)
        // Read before the visibility check, so the binding tracks it while the screen is hidden.
        let saveFailureAlert = viewModel.saveFailureAlert
        if isVisible, let alert = saveFailureAlert {
            viewModel.didShowSaveFailureAlert()
            saveErrorAlert.show(strategy: alert)
        }
    }
}
#endif
