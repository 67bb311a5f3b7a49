import GitHubBrowserFeatures
import GitHubBrowserNavigation
import GitHubBrowserVocabulary
import StrataNavigation
import StrataTerminal

/// The terminal's view controllers and list data sources for the browser's screens, for every
/// architecture's screen builder.
public struct TerminalDriver: BrowserDriver {
    /// Creates the driver.
    public init() {}

    public func search(
        screen: @escaping @MainActor (ScreenParts<any SearchDisplay, any ItemListDisplay<RepositoryRow>, BaseViewController>) -> any SearchScreenType
    ) -> BaseViewController {
        SearchViewController(title: BrowserTab.search.title, rows: { ItemListDataSource(listView: $0.listView) }) {
            screen(ScreenParts(display: $0.display, rows: $0.rows, host: $0.host, transitioner: $0.transitioner))
        }
    }

    public func favourites(
        screen: @escaping @MainActor (ScreenParts<any FavouritesDisplay, any ItemListDisplay<RepositoryRow>, BaseViewController>) -> any FavouritesScreenType
    ) -> BaseViewController {
        FavouritesViewController(title: BrowserTab.favourites.title, rows: { FavouritesDataSource(listView: $0.listView) }) {
            screen(ScreenParts(display: $0.display, rows: $0.rows, host: $0.host, transitioner: $0.transitioner))
        }
    }

    public func repositoryDetail(
        title: String, screen: @escaping @MainActor (ScreenParts<any RepositoryDetailDisplay, Void, BaseViewController>) -> any RepositoryDetailScreenType
    ) -> BaseViewController {
        RepositoryDetailViewController(title: title, rows: { _ in }) {
            screen(ScreenParts(display: $0.display, rows: (), host: $0.host, transitioner: $0.transitioner))
        }
    }

    public func repositoryList(
        title: String,
        screen: @escaping @MainActor (ScreenParts<any RepositoryListDisplay, any ItemListDisplay<RepositoryListRow>, BaseViewController>)
            -> any RepositoryListScreenType
    ) -> BaseViewController {
        RepositoryListViewController(title: title, rows: { ItemListDataSource(listView: $0.listView) }) {
            screen(ScreenParts(display: $0.display, rows: $0.rows, host: $0.host, transitioner: $0.transitioner))
        }
    }

    public func account(
        screen: @escaping @MainActor (ScreenParts<any AccountDisplay, Void, BaseViewController>) -> any AccountScreenType
    ) -> BaseViewController {
        AccountViewController(title: BrowserTab.account.title, rows: { _ in }) {
            screen(ScreenParts(display: $0.display, rows: (), host: $0.host, transitioner: $0.transitioner))
        }
    }

    public func serviceUnavailable(
        screen: @escaping @MainActor (ScreenParts<any ServiceUnavailableDisplay, Void, BaseViewController>) -> any ServiceUnavailableScreenType
    ) -> BaseViewController {
        ServiceUnavailableViewController(title: ServiceUnavailableNotice.screenTitle, rows: { _ in }) {
            screen(ScreenParts(display: $0.display, rows: (), host: $0.host, transitioner: $0.transitioner))
        }
    }
}
