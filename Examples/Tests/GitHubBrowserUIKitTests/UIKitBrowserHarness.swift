import Foundation
import GitHubBrowserPresentation
import GitHubBrowserTestSupport
import GitHubBrowserUIKit
import StrataAlert
import StrataNavigation
import StrataUIKit

/// The whole browser on UIKit — coordinator, tab bar, navigation stacks, screens — in a simulated
/// window, over in-memory sources.
@MainActor
struct UIKitBrowserHarness {
    let catalog = InMemoryCatalog()
    let favourites = InMemoryFavourites()
    let browser: UIKitBrowser
    let window = UIWindow(windowScene: UIWindowScene())

    init(launch: LaunchRoute = .normal) {
        browser = UIKitBrowser(dependencies: BrowserDependencies(
            useCases: BrowserUseCases(catalog: catalog, favourites: favourites),
            searchDebounce: .zero
        ))
        browser.connect(to: window, launch: launch)
    }

    var tabs: TabBarController { browser.tabBar.tabBarController }

    /// The navigation stack of the selected tab.
    var navigation: UINavigationController? { tabs.selectedViewController as? UINavigationController }

    /// The Search screen (the root of the first tab).
    var search: SearchViewController<SearchPresenter, AlertClient<FetchRepositoriesErrorAction>>? {
        (tabs.viewControllers?.first as? UINavigationController)?.viewControllers.first as? SearchViewController<SearchPresenter, AlertClient<FetchRepositoriesErrorAction>>
    }

    /// The screen on top of the selected tab, if it is a repository's detail.
    var detail: RepositoryDetailViewController<RepositoryDetailPresenter>? {
        navigation?.topViewController as? RepositoryDetailViewController<RepositoryDetailPresenter>
    }

    /// The title texts of the rows of `table`.
    static func rows(of table: UITableView) -> [String] {
        (0..<table.numberOfRows(inSection: 0)).map {
            (table.cellForRow(at: IndexPath(row: $0, section: 0)) as? RepositoryCell)?.titleLabel.text ?? "?"
        }
    }

    /// Types `text` into the search field, as the keyboard does.
    func type(_ text: String) {
        guard let field = search?.rootView.searchField else { return }
        field.text = text
        field.sendActions(for: .editingChanged)
    }
}
