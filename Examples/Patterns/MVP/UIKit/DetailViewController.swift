#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserDomain
import GitHubBrowserUIKitViews
import GitHubBrowserVocabulary
import PatternsFeature
import PatternsMVP
import StrataAlert
import StrataUIKit

/// MVP's detail screen on UIKit: input events (the favourite button) to the presenter, output
/// events to the root view and the alert client. Generic over the presenter it builds.
public final class DetailViewController<Presenter: DetailPresenterInputs>: ViewController<RepositoryDetailRootView>, DetailPresenterOutputs {
    private let repository: Repository
    private let environment: GalleryEnvironment
    private lazy var presenter = Presenter(output: self, repository: repository, environment: environment)
    private lazy var saveErrorAlert = AlertClient<SaveFavouriteErrorAction>(viewController: self)

    /// Creates the screen of `repository`.
    public init(repository: Repository, environment: GalleryEnvironment) {
        self.repository = repository
        self.environment = environment
        super.init()
        title = repository.fullName
    }

    // MARK: - Inputs

    public override func viewDidLoad() {
        super.viewDidLoad()
        rootView.favouriteButton.addAction(UIAction { [unowned self] _ in presenter.didRequestToggleFavourite() }, for: .touchUpInside)
        saveErrorAlert.register { [unowned self] action in presenter.didChooseSaveErrorAction(action) }
        presenter.viewDidLoad()
    }

    // MARK: - Outputs

    public func showContent(_ content: RepositoryDetailContent) { rootView.show(content) }

    public func showFavourite(_ isFavourite: Bool) { rootView.setFavourite(isFavourite) }

    public func showSaveError(_ strategy: AlertStrategy<SaveFavouriteErrorAction>) { saveErrorAlert.show(strategy: strategy) }
}
#endif
