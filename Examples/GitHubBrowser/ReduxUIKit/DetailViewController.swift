#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserDomain
import GitHubBrowserRedux
import GitHubBrowserUIKitViews
import GitHubBrowserVocabulary
import StrataUIKit

/// The Redux app's detail screen of one repository on UIKit, pushed by the `Navigator` when the
/// state's stack has it: the favourite button and the README's Retry, as `RepositoryDetailIntent`s
/// for the same driver-free `RepositoryDetailScreen` as the terminal's.
public final class DetailViewController: ViewController<RepositoryDetailRootView> {
    private let makeScreen: @MainActor (DetailViewController) -> RepositoryDetailScreen
    /// Made in `viewDidLoad`, where the view is loaded: every way in loads the view first.
    private lazy var screen = makeScreen(self)

    /// Creates the detail screen of `id`, pushed on `tab`.
    public init(id: RepositoryID, tab: BrowserTab, browser: BrowserStore) {
        makeScreen = { controller in
            RepositoryDetailScreen(
                id: id, tab: tab, browser: browser, display: controller.rootView, titled: controller, alerts: controller,
                isVisible: { [unowned controller] in controller.viewIfLoaded?.window != nil }
            )
        }
        super.init()
        title = id.fullName
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        rootView.favouriteButton.addAction(UIAction { [unowned self] _ in screen.send(.toggleFavourite) }, for: .touchUpInside)
        rootView.readmeRetryButton.addAction(UIAction { [unowned self] _ in screen.send(.retryReadme) }, for: .touchUpInside)
        screen.start()
    }
}
#endif
