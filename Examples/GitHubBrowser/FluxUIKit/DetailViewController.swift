#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserFlux
import GitHubBrowserUIKitViews
import StrataUIKit

/// The Flux app's detail screen of one repository on UIKit: the favourite button and the README's
/// Retry, as `RepositoryDetailIntent`s for the same driver-free `RepositoryDetailScreen` as the
/// terminal's.
public final class DetailViewController: ViewController<RepositoryDetailRootView> {
    private let makeScreen: @MainActor (DetailViewController) -> RepositoryDetailScreen
    /// Made in `viewDidLoad`, where the view is loaded: every way in loads the view first.
    private lazy var screen = makeScreen(self)

    /// Creates the screen of `viewModel`.
    public init(viewModel: DetailViewModel, builder: FluxScreenBuilder) {
        makeScreen = { controller in
            RepositoryDetailScreen(
                viewModel: viewModel, favourites: builder.app.favourites, display: controller.rootView, titled: controller,
                alerts: controller, isVisible: { [unowned controller] in controller.viewIfLoaded?.window != nil },
                router: builder.router(from: controller)
            )
        }
        super.init()
        title = viewModel.id.fullName
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        rootView.favouriteButton.addAction(UIAction { [unowned self] _ in screen.send(.toggleFavourite) }, for: .touchUpInside)
        rootView.readmeRetryButton.addAction(UIAction { [unowned self] _ in screen.send(.retryReadme) }, for: .touchUpInside)
        screen.start()
    }
}
#endif
