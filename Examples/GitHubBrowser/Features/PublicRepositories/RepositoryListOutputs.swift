import GitHubBrowserVocabulary
import StrataAlert

/// A repository list's outputs, written once for every driver and architecture: it draws what the
/// MVP presenter asks for, or what `PublicRepositoriesRenderer` draws of a Flux or Redux state, on
/// the screen's root view (``PublicRepositoriesDisplay``), its title, its list's data source and its
/// two alerts.
///
/// ```swift
/// let outputs = RepositoryListOutputs(display: rootView, titled: self, rows: dataSource, alerts: self)
/// // …
/// if renderer.render(viewState, on: outputs) { loadMore() }
/// ```
@MainActor
public final class RepositoryListOutputs: RepositoryListDisplay {
    private let display: any PublicRepositoriesDisplay
    /// The view controller, which owns the screen: held weakly.
    private weak var titled: (any TitleDisplay)?
    /// The list's data source: what a chosen row is read from.
    public let rows: any ItemListDisplay<PublicRepositoryItem>
    /// The alert of a failed load (Retry, and Sign in when offered).
    public let fetchErrorAlert: AlertClient<FetchPublicRepositoriesErrorAction>
    /// The alert of a failed page (Retry).
    public let loadMoreErrorAlert: AlertClient<RetryOrCancel>

    /// Creates the outputs that draw on `display`, `titled` and `rows` and show their alerts on
    /// `alerts`.
    public init(
        display: any PublicRepositoriesDisplay, titled: any TitleDisplay, rows: any ItemListDisplay<PublicRepositoryItem>,
        alerts: some AlertPresenting
    ) {
        self.display = display
        self.titled = titled
        self.rows = rows
        fetchErrorAlert = AlertClient(viewController: alerts)
        loadMoreErrorAlert = AlertClient(viewController: alerts)
    }

    public func showTexts(_ texts: RepositoryListTexts) {
        titled?.title = texts.title
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
