import GitHubBrowserVocabulary
import StrataAlert

/// A repository list's outputs, written once for every driver and architecture: it draws what the
/// MVP presenter asks for, or what `RepositoryListRenderer` draws of a Flux or Redux state, on
/// the screen's root view (``RepositoryListDisplay``), its list's data source, and its host's
/// title and alert.
///
/// Generic over the alert's client, as article ⑤'s screens are: the screen builders choose
/// `AlertClient`, and a test can put an `AlertClientSpy` behind it.
///
/// ```swift
/// let outputs = RepositoryListOutputs<AlertClient<FetchRepositoryListErrorAction>>(display: rootView, rows: dataSource, host: self)
/// // …
/// renderer.render(viewState, on: outputs)
/// ```
@MainActor
public final class RepositoryListOutputs<FetchErrorAlert: AlertClientType<FetchRepositoryListErrorAction>>: RepositoryListPresenterOutputs {
    private let display: any RepositoryListDisplay
    /// The view controller, which owns the screen: held weakly.
    private weak var host: (any ScreenHost)?
    /// The list's data source: what a chosen row is read from.
    public let rows: any ItemListDisplay<RepositoryListRow>
    /// The alert of a failed load (Retry, and Sign in when offered), and of why the list is a saved
    /// copy.
    public let fetchErrorAlert: FetchErrorAlert

    /// Creates the outputs that draw on `display` and `rows`, and on `host` its title and alerts.
    public init(display: any RepositoryListDisplay, rows: any ItemListDisplay<RepositoryListRow>, host: some ScreenHost) {
        self.display = display
        self.host = host
        self.rows = rows
        fetchErrorAlert = FetchErrorAlert(viewController: host)
    }

    /// What choosing row `index` does, or `nil` for a row that only informs or is not there.
    public func choice(at index: Int) -> RepositoryListChoice? {
        rows.item(at: index)?.choice
    }

    public func showTexts(_ texts: RepositoryListTexts) {
        host?.title = texts.title
        display.showTexts(texts)
    }

    public func showFullScreenLoading() { display.showFullScreenLoading() }

    public func showRows(_ rows: [RepositoryListRow]) {
        self.rows.update(newItems: rows)
        display.showList()
    }

    public func showEmptyList() { display.showEmptyState() }

    public func showLoadFailure(title: String, message: String) { display.showLoadFailure(title: title, message: message) }

    public func showServerError(status: Int, message: String) { display.showServerError(status: status, message: message) }

    public func setRefreshing(_ isRefreshing: Bool) { display.setRefreshing(isRefreshing) }

    public func showFetchError(_ strategy: AlertStrategy<FetchRepositoryListErrorAction>) { fetchErrorAlert.show(strategy: strategy) }
}
