#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserPresentation
import StrataAlert
import StrataUIKit
import GitHubBrowserNavigation
import GitHubBrowserUIKitViews
import GitHubBrowserVocabulary

/// A repository's detail on UIKit: its facts, its README, and a button that adds or removes the
/// favourite.
public final class RepositoryDetailViewController<Presenter: RepositoryDetailPresenterInputs>:
    ViewController<RepositoryDetailRootView>, RepositoryDetailPresenterOutputs
{
    // MARK: - Properties and init

    private let dependencies: RepositoryDetailDependencies
    private let builder: BrowserScreenBuilder
    private lazy var presenter = Presenter(output: self, router: builder.router(from: self), dependencies: dependencies)
    private lazy var loadErrorAlert = AlertClient<LoadRepositoryErrorAction>(viewController: self)
    private lazy var saveErrorAlert = AlertClient<SaveFavouriteErrorAction>(viewController: self)

    /// Creates the screen; its presenter is built from `dependencies`, with a router from `builder`.
    public init(dependencies: RepositoryDetailDependencies, builder: BrowserScreenBuilder) {
        self.dependencies = dependencies
        self.builder = builder
        super.init()
    }

    // MARK: - Inputs

    /// Registers the input handlers once and starts the presenter.
    public override func viewDidLoad() {
        super.viewDidLoad()
        rootView.favouriteButton.addAction(UIAction { [unowned self] _ in presenter.didRequestToggleFavourite() }, for: .touchUpInside)
        rootView.readmeRetryButton.addAction(UIAction { [unowned self] _ in presenter.didRequestReadmeRetry() }, for: .touchUpInside)
        loadErrorAlert.register { [unowned self] action in presenter.didChooseLoadErrorAction(action) }
        saveErrorAlert.register { [unowned self] action in presenter.didChooseSaveFavouriteErrorAction(action) }
        presenter.viewDidLoad()
    }

    // MARK: - Outputs

    /// Shows that the repository loads.
    public func showLoading(title: String) {
        self.title = title
        rootView.showLoading(title: title)
    }

    /// Shows the repository.
    public func showContent(_ content: RepositoryDetailContent) {
        title = content.title
        rootView.show(content)
    }

    /// Shows whether the repository is a favourite.
    public func showFavourite(_ isFavourite: Bool) { rootView.setFavourite(isFavourite) }

    /// Shows the README section.
    public func showReadme(_ section: ReadmeSection) { rootView.showReadme(section) }

    /// Shows the load-error alert.
    public func showLoadError(_ strategy: AlertStrategy<LoadRepositoryErrorAction>) { loadErrorAlert.show(strategy: strategy) }

    /// Shows the save-error alert.
    public func showSaveFavouriteError(_ strategy: AlertStrategy<SaveFavouriteErrorAction>) { saveErrorAlert.show(strategy: strategy) }
}
#endif
