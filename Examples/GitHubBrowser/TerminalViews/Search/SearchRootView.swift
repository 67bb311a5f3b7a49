import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataCore
import StrataTerminal

/// The search screen's views: the search field, a status line with an activity indicator, and
/// the result list. It never receives data at init; the view controller calls its methods.
public final class SearchRootView: View, AppView, SearchDisplay {
    /// The query field; a view controller registers its change and submit handlers (inputs).
    public let searchField = TextField(placeholder: "Search repositories…")
    let spinner = ActivityIndicator()
    let statusLabel = Label("", style: .dim, wraps: false)
    /// The result list; a view controller binds a data-source wrapper to it. No empty text: the
    /// status line above already says what an empty list means (type to search, or no match).
    public let listView = ListView(emptyText: "")
    /// Where the catalog's data comes from and how old it is; hidden unless the catalog is the
    /// built-in one.
    let catalogLabel = Label("", style: .dim, wraps: false)
    private let stack = StackView(axis: .vertical, spacing: 0, padding: EdgeInsets(top: 0, left: 1, bottom: 0, right: 1))

    /// Lays out the subviews.
    public func setup() {
        let status = StackView(axis: .horizontal, spacing: 1)
        status.addArrangedSubview(spinner, length: .fit)
        status.addArrangedSubview(statusLabel, length: .flexible())
        stack.addArrangedSubview(searchField, length: .fixed(1))
        stack.addArrangedSubview(status, length: .fixed(1))
        stack.addArrangedSubview(listView, length: .flexible())
        stack.addArrangedSubview(catalogLabel, length: .fixed(1))
        catalogLabel.isHidden = true
        addSubview(stack)
    }

    /// Positions the stack.
    public override func layoutSubviews() {
        stack.frame = bounds
    }

    /// The text in the search field.
    public var queryText: String { searchField.text }

    /// Puts `text` in the search field.
    public func setQuery(_ text: String) {
        searchField.text = text
    }

    /// Shows the one-line status, with the key that asks why the results are a saved copy.
    public func showStatus(_ status: SearchStatus) {
        statusLabel.text = status.terminalText
    }

    /// Shows `text` as the status line, as given: for a screen that words its status line itself
    /// (the pattern gallery's terminal screens).
    public func showStatus(_ text: String) {
        statusLabel.text = text
    }

    /// Shows, under the list, where the catalog's data comes from and how old it is.
    public func showCatalogNote(_ text: String) {
        catalogLabel.text = text
        catalogLabel.isHidden = false
    }

    /// Starts or stops the activity indicator.
    public func setLoading(_ isLoading: Bool) {
        if isLoading { spinner.startAnimating() } else { spinner.stopAnimating() }
        setNeedsRender()
    }
}
