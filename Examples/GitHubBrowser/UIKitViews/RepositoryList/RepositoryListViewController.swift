#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserFeatures
import GitHubBrowserNavigation
import GitHubBrowserVocabulary
import StrataNavigation
import StrataUIKit

/// A repository list on UIKit — the Public tab, or "Your repositories" — in every architecture: a
/// tap on a row (a repository, the notice, "Show more", a failed page), a row coming on screen, pull
/// to refresh and "Try again", as `RepositoryListIntent`s for the screen object it is built with.
public final class RepositoryListViewController:
    ScreenViewController<RepositoryListRootView, ItemListDataSource<RepositoryListRow>, any RepositoryListScreenType>, ReloadsWhenActive
{
    public override func bindControls() {
        rows.didSelectRow { [unowned self] index in screen.send(.openRow(index)) }
        rows.willDisplayRow { [unowned self] index in screen.send(.reachRow(index)) }
        let controls: [(UIControl, UIControl.Event, RepositoryListIntent)] = [
            (rootView.refreshControl, .valueChanged, .refresh), (rootView.retryButton, .touchUpInside, .refresh),
        ]
        for (control, event, intent) in controls {
            control.addAction(UIAction { [unowned self] _ in screen.send(intent) }, for: event)
        }
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        screen.willAppear()
    }

    /// The app became active again with this screen on top.
    public func didBecomeActive() { screen.didBecomeActive() }
}

extension UIKitDriver: RepositoryListHosting {
    public func repositoryList(title: String, screen: @escaping MakeRepositoryListScreen) -> UIViewController {
        RepositoryListViewController(title: title, rows: { ItemListDataSource(tableView: $0.tableView) }) { screen($0.converted(display: { $0 }, rows: { $0 })) }
    }
}
#endif
