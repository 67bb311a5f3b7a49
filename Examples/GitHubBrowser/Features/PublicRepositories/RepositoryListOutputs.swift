import GitHubBrowserVocabulary
import StrataAlert

/// A repository list's outputs, written once for every driver and architecture: it draws what the
/// MVP presenter asks for, or what `PublicRepositoriesRenderer` draws of a Flux or Redux state, on
/// the screen's root view (``PublicRepositoriesDisplay``), its list's data source, and its host's
/// title and two alerts.
///
/// ```swift
/// let outputs = RepositoryListOutputs(display: rootView, rows: dataSource, host: self)
/// // …
/// if renderer.render(viewState, on: outputs) { loadMore() }
/// ```
@MainActor
public final class RepositoryListOutputs: RepositoryListDisplay {
    private let display: any PublicRepositoriesDisplay
    /// The view controller, which owns the screen: held weakly.
    private weak var host: (any ScreenHost)?
    /// The list's data source: what a chosen row is read from.
    public let rows: any ItemListDisplay<PublicRepositoryItem>
    /// The alert of a failed load (Retry, and Sign in when offered).
    public let fetchErrorAlert: AlertClient<FetchPublicRepositoriesErrorAction>
    /// The alert of a failed page (Retry).
    public let loadMoreErrorAlert: AlertClient<RetryOrCancel>

    /// Creates the outputs that draw on `display` and `rows`, and on `host` its title and alerts.
    public init(display: any PublicRepositoriesDisplay, rows: any ItemListDisplay<PublicRepositoryItem>, host: some ScreenHost) {
        self.display = display
        self.host = host
        self.rows = rows
        fetchErrorAlert = AlertClient(viewController: host)
        loadMoreErrorAlert = AlertClient(viewController: host)
    }

    public func showTexts(_ texts: RepositoryListTexts) {
        host?.title = texts.title
        display.showTexts(texts)
    }

    public func showFullScreenLoading() { display.showFullScreenLoading() }

    public func showRepositories(_ items: [PublicRepositoryItem]) {
        rows.update(newItems: items)
        display.showList()
    }

    public func showEmptyList() { display.showEmptyState() }

    public func showLoadFailure(title: String, message: String) { display.showLoadFailure(title: title, message: message) }

    public func showServerError(status: Int, message: String) { display.showServerError(status: status, message: message) }

    public func setRefreshing(_ isRefreshing: Bool) { display.setRefreshing(isRefreshing) }

    public func setListFooter(_ footer: PublicRepositoriesFooter) { display.setFooter(footer) }

    public func setReloadNotice(_ notice: String?) { display.setNotice(notice) }

    public func showFetchError(_ strategy: AlertStrategy<FetchPublicRepositoriesErrorAction>) { fetchErrorAlert.show(strategy: strategy) }

    public func showLoadMoreError(_ strategy: AlertStrategy<RetryOrCancel>) { loadMoreErrorAlert.show(strategy: strategy) }
}
