#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import Foundation
import GitHubBrowserFeatures
import GitHubBrowserFlux
import GitHubBrowserNavigation
import GitHubBrowserUIKitViews
import GitHubBrowserVocabulary
import StrataUIKit

/// The Flux app's repository list on UIKit — the Public tab, or "Your repositories": it maps a tap,
/// a row coming on screen, pull to refresh, "Try again" and "Why?" to `RepositoryListIntent`s for
/// the same driver-free `RepositoryListScreen` as the terminal's.
public final class RepositoryListViewController: ViewController<PublicRepositoriesRootView>, ReloadsWhenActive {
    private let makeScreen: @MainActor (RepositoryListViewController) -> RepositoryListScreen
    private lazy var dataSource = ItemListDataSource<PublicRepositoryItem>(tableView: rootView.tableView)
    /// Made in `viewDidLoad`, where the view is loaded: every way in loads the view first.
    private lazy var screen = makeScreen(self)

    /// Creates the screen of `viewModel`; `canSignIn` offers Sign in when a load is refused for want
    /// of a session.
    public init(viewModel: RepositoryListViewModel, builder: FluxScreenBuilder, canSignIn: Bool, timeZone: TimeZone = .current) {
        makeScreen = { controller in
            RepositoryListScreen(
                viewModel: viewModel, display: controller.rootView, titled: controller, rows: controller.dataSource, alerts: controller,
                router: builder.router(from: controller), canSignIn: canSignIn, timeZone: timeZone, asksForMoreAfterDispatch: true
            )
        }
        super.init()
        title = viewModel.texts.title
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        dataSource.didSelectRow { [unowned self] index in screen.send(.openRow(index)) }
        dataSource.willDisplayRow { [unowned self] index in
            // UIKit shows rows while the list is drawn from a store's change — inside its dispatch,
            // where Flux forbids another — so the row is handed on once the dispatch is over.
            Task { [weak self] in self?.screen.send(.reachRow(index)) }
        }
        rootView.refreshControl.addAction(UIAction { [unowned self] _ in screen.send(.refresh) }, for: .valueChanged)
        rootView.retryButton.addAction(UIAction { [unowned self] _ in screen.send(.refresh) }, for: .touchUpInside)
        rootView.noticeButton.addAction(UIAction { [unowned self] _ in screen.send(.explainSavedCopy) }, for: .touchUpInside)
        screen.start()
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        screen.willAppear()
    }

    /// The app became active again with this screen on top.
    public func didBecomeActive() { screen.didBecomeActive() }
}
#endif
