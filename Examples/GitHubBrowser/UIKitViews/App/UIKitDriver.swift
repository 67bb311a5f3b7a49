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

/// UIKit's view controllers and list data sources for the browser's screens, for every
/// architecture's screen builder.
public struct UIKitDriver: BrowserDriver {
    /// Creates the driver.
    public init() {}

    public func search(
        screen: @escaping @MainActor (ScreenParts<any SearchDisplay, any ItemListDisplay<RepositoryRow>, UIViewController>) -> any SearchScreenType
    ) -> UIViewController {
        SearchViewController(title: BrowserTab.search.title, rows: { ItemListDataSource(tableView: $0.tableView) }) {
            screen(ScreenParts(display: $0.display, rows: $0.rows, host: $0.host, transitioner: $0.transitioner))
        }
    }

    public func favourites(
        screen: @escaping @MainActor (ScreenParts<any FavouritesDisplay, any ItemListDisplay<RepositoryRow>, UIViewController>) -> any FavouritesScreenType
    ) -> UIViewController {
        FavouritesViewController(title: BrowserTab.favourites.title, rows: { FavouritesDataSource(tableView: $0.tableView) }) {
            screen(ScreenParts(display: $0.display, rows: $0.rows, host: $0.host, transitioner: $0.transitioner))
        }
    }

    public func repositoryDetail(
        title: String, screen: @escaping @MainActor (ScreenParts<any RepositoryDetailDisplay, Void, UIViewController>) -> any RepositoryDetailScreenType
    ) -> UIViewController {
        RepositoryDetailViewController(title: title, rows: { _ in }) {
            screen(ScreenParts(display: $0.display, rows: (), host: $0.host, transitioner: $0.transitioner))
        }
    }

    public func repositoryList(
        title: String,
        screen: @escaping @MainActor (ScreenParts<any RepositoryListDisplay, any ItemListDisplay<RepositoryListRow>, UIViewController>)
            -> any RepositoryListScreenType
    ) -> UIViewController {
        RepositoryListViewController(title: title, rows: { ItemListDataSource(tableView: $0.tableView) }) {
            screen(ScreenParts(display: $0.display, rows: $0.rows, host: $0.host, transitioner: $0.transitioner))
        }
    }

    public func account(
        screen: @escaping @MainActor (ScreenParts<any AccountDisplay, Void, UIViewController>) -> any AccountScreenType
    ) -> UIViewController {
        AccountViewController(title: BrowserTab.account.title, rows: { _ in }) {
            screen(ScreenParts(display: $0.display, rows: (), host: $0.host, transitioner: $0.transitioner))
        }
    }

    public func serviceUnavailable(
        screen: @escaping @MainActor (ScreenParts<any ServiceUnavailableDisplay, Void, UIViewController>) -> any ServiceUnavailableScreenType
    ) -> UIViewController {
        ServiceUnavailableViewController(title: ServiceUnavailableNotice.screenTitle, rows: { _ in }) {
            screen(ScreenParts(display: $0.display, rows: (), host: $0.host, transitioner: $0.transitioner))
        }
    }
}
#endif
