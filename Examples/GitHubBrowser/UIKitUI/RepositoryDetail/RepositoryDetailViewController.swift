#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserFeatures
import GitHubBrowserPresentation
import StrataUIKit
import GitHubBrowserUIKitViews

/// A repository's detail on UIKit: the favourite button and the README's Retry, as
/// `RepositoryDetailIntent`s for the driver-free `RepositoryDetailScreen`, which draws on the root
/// view.
public final class RepositoryDetailViewController<Presenter: RepositoryDetailPresenterInputs>: ViewController<RepositoryDetailRootView> {
    private let dependencies: RepositoryDetailDependencies
    private let builder: BrowserScreenBuilder
    /// Made in `viewDidLoad`, where the view is loaded: every way in loads the view first.
    private lazy var screen = RepositoryDetailScreen<Presenter>(
        display: rootView, titled: self, alerts: self, router: builder.router(from: self), dependencies: dependencies
    )

    /// Creates the screen; its presenter is built from `dependencies`, with a router from `builder`.
    public init(dependencies: RepositoryDetailDependencies, builder: BrowserScreenBuilder) {
        self.dependencies = dependencies
        self.builder = builder
        super.init()
    }

    /// Registers the buttons' actions once and starts the screen.
    public override func viewDidLoad() {
        super.viewDidLoad()
        rootView.favouriteButton.addAction(UIAction { [unowned self] _ in screen.send(.toggleFavourite) }, for: .touchUpInside)
        rootView.readmeRetryButton.addAction(UIAction { [unowned self] _ in screen.send(.retryReadme) }, for: .touchUpInside)
        screen.start()
    }
}
#endif
