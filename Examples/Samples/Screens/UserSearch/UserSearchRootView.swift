import SamplePresenters
import StrataCore
import StrataTerminal

/// The user search's views, for both MVP forms: the search field, a status line, and the list of
/// users. It never receives data at init; its view controller calls its methods.
public final class UserSearchRootView: View, AppView {
    /// Where the user types a login; Enter searches.
    public let searchField = TextField(placeholder: "login, or part of one")
    /// What the search is doing, or why it failed (two lines at most).
    public let statusLabel = Label("", style: .dim)
    /// The users found; a ``RowListDataSource`` fills it. No empty text: the status line says
    /// what an empty list means.
    public let listView = ListView(emptyText: "")
    private let stack = StackView(axis: .vertical, spacing: 0, padding: EdgeInsets(top: 0, left: 1, bottom: 0, right: 1))

    /// Creates the view; ``setup()`` builds it.
    public override init() {
        super.init()
    }

    /// Lays out the field, the status line and the list.
    public func setup() {
        let field = StackView(axis: .horizontal, spacing: 1)
        field.addArrangedSubview(Label("User:"), length: .fixed(5))
        field.addArrangedSubview(searchField, length: .flexible())
        stack.addArrangedSubview(field, length: .fixed(1))
        stack.addArrangedSubview(statusLabel, length: .fixed(2))
        stack.addArrangedSubview(listView, length: .flexible())
        addSubview(stack)
    }

    /// Positions the stack.
    public override func layoutSubviews() {
        stack.frame = bounds
    }

    /// Shows the status line, with the keys that act.
    public func showStatus(_ status: UserSearchStatus) {
        statusLabel.text = status.terminalText
    }
}
