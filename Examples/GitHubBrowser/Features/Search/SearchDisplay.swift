import GitHubBrowserVocabulary

/// What the Search screen shows, as its root view on every driver offers it: the search field, a
/// status line with an activity indicator, and where the catalog's data comes from. The screen
/// object of each architecture draws on it; the rows go to an ``ItemListDisplay``.
@MainActor
public protocol SearchDisplay: AnyObject {
    /// The text in the search field now.
    var queryText: String { get }
    /// Puts `text` in the search field.
    func setQuery(_ text: String)
    /// Shows the one-line status (a hint, a count, "Searching…"), worded for the driver: while the
    /// results are a saved copy, with the driver's way to ask why (`SearchIntent.explainSavedCopy`).
    func showStatus(_ status: SearchStatus)
    /// Starts or stops the activity indicator.
    func setLoading(_ isLoading: Bool)
    /// Shows where the catalog's data comes from and how old it is.
    func showCatalogNote(_ text: String)
}
