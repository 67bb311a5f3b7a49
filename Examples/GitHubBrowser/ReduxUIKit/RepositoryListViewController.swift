#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import Foundation
import GitHubBrowserFeatures
import GitHubBrowserRedux
import GitHubBrowserUIKitViews
import GitHubBrowserVocabulary
import StrataUIKit

/// The Redux app's repository list on UIKit — the Public tab, or "Your repositories": it maps a tap,
/// a row coming on screen, pull to refresh, "Try again" and "Why?" to `RepositoryListIntent`s for
/// the same driver-free `RepositoryListScreen` as the terminal's.
public final class RepositoryListViewController: ViewController<PublicRepositoriesRootView> {
    private let makeScreen: @MainActor (RepositoryListViewController) -> RepositoryListScreen
    private lazy var dataSource = ItemListDataSource<PublicRepositoryItem>(tableView: rootView.tableView)
    /// Made in `viewDidLoad`, where the view is loaded: every way in loads the view first.
    private lazy var screen = makeScreen(self)

    /// Creates the screen of `list`, shown on `tab`; `canSignIn` offers Sign in when a load is
    /// refused for want of a session.
    public init(list: RepositoryList, tab: BrowserTab, browser: BrowserStore, canSignIn: Bool, timeZone: TimeZone = .current) {
        makeScreen = { controller in
            RepositoryListScreen(
                list: list, tab: tab, browser: browser, display: controller.rootView, titled: controller, rows: controller.dataSource,
                alerts: controller, canSignIn: canSignIn, timeZone: timeZone
            )
        }
        super.init()
        title = list.texts.title
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        dataSource.didSelectRow { [unowned self] index in screen.send(.openRow(index)) }
        dataSource.willDisplayRow { [unowned self] index in screen.send(.reachRow(index)) }
        rootView.refreshControl.addAction(UIAction { [unowned self] _ in screen.send(.refresh) }, for: .valueChanged)
        rootView.retryButton.addAction(UIAction { [unowned self] _ in screen.send(.refresh) }, for: .touchUpInside)
        rootView.noticeButton.addAction(UIAction { [unowned self] _ in screen.send(.explainSavedCopy) }, for: .touchUpInside)
        screen.start()
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        screen.willAppear()
    }
}
#endif
