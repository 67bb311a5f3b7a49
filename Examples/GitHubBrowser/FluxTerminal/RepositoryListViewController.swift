import Foundation
import GitHubBrowserFeatures
import GitHubBrowserFlux
import GitHubBrowserNavigation
import GitHubBrowserTerminalViews
import GitHubBrowserVocabulary
import StrataTerminal

/// The Flux app's repository list on the terminal — the Public tab, or "Your repositories": it maps
/// the list's highlight and choice, `r` and Ctrl-O to `RepositoryListIntent`s for the driver-free
/// `RepositoryListScreen`, which draws the view model on the root view.
public final class RepositoryListViewController: ViewController<PublicRepositoriesRootView>, ReloadsWhenActive {
    private let makeScreen: @MainActor (RepositoryListViewController) -> RepositoryListScreen
    private lazy var dataSource = ItemListDataSource<PublicRepositoryItem>(listView: rootView.listView)
    /// Made in `viewDidLoad`, where the view is loaded: every way in loads the view first.
    private lazy var screen = makeScreen(self)

    /// Creates the screen of `viewModel`; `canSignIn` offers Sign in when a load is refused for want
    /// of a session.
    public init(viewModel: RepositoryListViewModel, builder: FluxScreenBuilder, canSignIn: Bool, timeZone: TimeZone = .current) {
        makeScreen = { controller in
            RepositoryListScreen(
                viewModel: viewModel, display: controller.rootView, titled: controller, rows: controller.dataSource, alerts: controller,
                router: builder.router(from: controller), canSignIn: canSignIn, timeZone: timeZone
            )
        }
        super.init()
        title = viewModel.texts.title
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        dataSource.didSelectRow { [unowned self] index in screen.send(.openRow(index)) }
        dataSource.didHighlightRow { [unowned self] index in screen.send(.reachRow(index)) }
        screen.start()
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        screen.willAppear()
    }

    /// The app became active again with this screen on top.
    public func didBecomeActive() { screen.didBecomeActive() }

    public override var keyHelp: [KeyHelp] { [KeyHelp("r", "refresh")] }

    public override func handle(key: Key) -> Bool {
        switch key {
        case .character("r"): screen.send(.refresh)
        case .control("o"): screen.send(.explainSavedCopy)
        default: return false
        }
        return true
    }
}
