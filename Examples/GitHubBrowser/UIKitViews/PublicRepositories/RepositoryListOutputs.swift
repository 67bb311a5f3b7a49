#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserVocabulary
import StrataAlert
import StrataUIKit

/// A repository-list screen's outputs on UIKit, for a screen that draws a state through
/// `PublicRepositoriesRenderer` instead of being told by a presenter: the Flux and Redux apps' list
/// screens, as the terminal's `RepositoryListOutputs` is for theirs. It owns the list's data source
/// and the two alerts, and draws on the screen's `PublicRepositoriesRootView`.
///
/// ```swift
/// private lazy var outputs = RepositoryListOutputs(screen: self)
/// // …
/// if renderer.render(viewState, on: outputs) { loadMore() }
/// ```
@MainActor
public final class RepositoryListOutputs: RepositoryListDisplay {
    private unowned let screen: ViewController<PublicRepositoriesRootView>
    /// The list's data source: what a tapped row is read from.
    public let dataSource: ItemListDataSource<PublicRepositoryItem>
    /// The alert of a failed load (Retry, and Sign in when offered).
    public let fetchErrorAlert: AlertClient<FetchPublicRepositoriesErrorAction>
    /// The alert of a failed page (Retry).
    public let loadMoreErrorAlert: AlertClient<RetryOrCancel>

    /// Creates the outputs of `screen`, which owns them.
    public init(screen: ViewController<PublicRepositoriesRootView>) {
        self.screen = screen
        dataSource = ItemListDataSource(tableView: screen.rootView.tableView)
        fetchErrorAlert = AlertClient(viewController: screen)
        loadMoreErrorAlert = AlertClient(viewController: screen)
    }

    public func showTexts(_ texts: RepositoryListTexts) {
        screen.title = texts.title
        screen.rootView.showTexts(texts)
    }

    public func showFullScreenLoading() { screen.rootView.showFullScreenLoading() }

    public func showRepositories(_ items: [PublicRepositoryItem]) {
        dataSource.update(newItems: items)
        screen.rootView.showList()
    }

    public func showEmptyList() { screen.rootView.showEmptyState() }

    public func showLoadFailure(title: String, message: String) { screen.rootView.showLoadFailure(title: title, message: message) }

    public func showServerError(status: Int, message: String) { screen.rootView.showServerError(status: status, message: message) }

    public func setRefreshing(_ isRefreshing: Bool) { screen.rootView.setRefreshing(isRefreshing) }

    public func setListFooter(_ footer: PublicRepositoriesFooter) { screen.rootView.setFooter(footer) }

    public func setReloadNotice(_ notice: String?) { screen.rootView.setNotice(notice) }

    public func showFetchError(_ strategy: AlertStrategy<FetchPublicRepositoriesErrorAction>) { fetchErrorAlert.show(strategy: strategy) }

    public func showLoadMoreError(_ strategy: AlertStrategy<RetryOrCancel>) { loadMoreErrorAlert.show(strategy: strategy) }
}
#endif
