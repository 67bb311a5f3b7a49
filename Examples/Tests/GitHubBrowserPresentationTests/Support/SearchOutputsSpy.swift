import GitHubBrowserNavigation
import GitHubBrowserPresentation
import GitHubBrowserTestSupport
import GitHubBrowserVocabulary
import StrataAlert
import StrataTesting

/// Stands in for the search screen: records every output and shows alerts through an
/// `AlertClientSpy`, whose answers go back to the presenter as the real screen's would.
@MainActor
final class SearchOutputsSpy: SearchPresenterOutputs {
    let fetchErrorAlert = AlertClientSpy<FetchRepositoriesErrorAction>()
    private(set) var query: String?
    private(set) var statuses: [SearchStatus] = []
    private(set) var rows: [RepositoryRow] = []
    private(set) var rowUpdates = 0
    private(set) var isLoading = false
    private(set) var catalogNote: String?

    /// The text of the status line now.
    var status: String? { statuses.last?.text }
    /// The saved copy's headline the status line offers to explain now, if any.
    var savedCopyHeadline: String? { statuses.last?.savedCopyHeadline }

    func showQuery(_ text: String) { query = text }
    func showStatus(_ status: SearchStatus) { statuses.append(status) }
    func showRows(_ rows: [RepositoryRow]) {
        self.rows = rows
        rowUpdates += 1
    }
    func setLoading(_ isLoading: Bool) { self.isLoading = isLoading }
    func showCatalogNote(_ text: String) { catalogNote = text }
    func showFetchError(_ strategy: AlertStrategy<FetchRepositoriesErrorAction>) { fetchErrorAlert.show(strategy: strategy) }
}
