import StrataAlert

/// What the search presenter asks its screen to show. The view controller implements it, each
/// method delegating in one line to its root view, list data source or alert client.
@MainActor
public protocol SearchPresenterOutputs: AnyObject {
    /// Puts `text` in the search field (when a search starts from a deep link).
    func showQuery(_ text: String)
    /// Shows a one-line status under the search field (a hint, a count, "Searching…").
    func showStatus(_ text: String)
    /// Replaces the rows of the result list.
    func showRows(_ rows: [RepositoryRow])
    /// Shows or hides the activity indicator.
    func setLoading(_ isLoading: Bool)
    /// Shows where the catalog's data comes from and how old it is (the built-in catalog only).
    func showCatalogNote(_ text: String)
    /// Shows the alert for a failed fetch.
    func showFetchError(_ strategy: AlertStrategy<FetchRepositoriesErrorAction>)
}
