import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataCore
import StrataTerminal

/// The Favourites tab's views: a status line and the list. It never receives data at init.
public final class FavouritesRootView: View, AppView, FavouritesDisplay {
    let statusLabel = Label("", style: .dim, wraps: false)
    /// The favourites list; a view controller binds a data-source wrapper to it.
    public let listView = ListView(emptyText: "No favourites")
    private let stack = StackView(axis: .vertical, spacing: 0, padding: EdgeInsets(top: 0, left: 1, bottom: 0, right: 1))

    /// Lays out the subviews.
    public func setup() {
        stack.addArrangedSubview(statusLabel, length: .fixed(1))
        stack.addArrangedSubview(listView, length: .flexible())
        addSubview(stack)
    }

    /// Positions the stack.
    public override func layoutSubviews() {
        stack.frame = bounds
    }

    /// Shows the one-line status, with the key that adds or removes a favourite.
    public func showStatus(_ status: FavouritesStatus) {
        statusLabel.text = status.terminalText
    }

    /// Shows `text` as the status line, as given: for a screen that words its status line itself
    /// (the pattern gallery's terminal screens).
    public func showStatus(_ text: String) {
        statusLabel.text = text
    }
}
