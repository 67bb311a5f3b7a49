import SamplePresenters
import StrataCore
import StrataTerminal

/// The views of a user's repositories, for both MVP forms: a status line and the list. It never
/// receives data at init; its view controller calls its methods.
public final class UserRepositoriesRootView: View, AppView {
    /// What the list is doing, or why it failed (two lines at most).
    public let statusLabel = Label("", style: .dim)
    /// The repositories; a ``RowListDataSource`` fills it. No empty text: the status line says
    /// what an empty list means.
    public let listView = ListView(emptyText: "")
    private let stack = StackView(axis: .vertical, spacing: 0, padding: EdgeInsets(top: 0, left: 1, bottom: 0, right: 1))

    /// Creates the view; ``setup()`` builds it.
    public override init() {
        super.init()
    }

    /// Lays out the status line and the list.
    public func setup() {
        stack.addArrangedSubview(statusLabel, length: .fixed(2))
        stack.addArrangedSubview(listView, length: .flexible())
        addSubview(stack)
    }

    /// Positions the stack.
    public override func layoutSubviews() {
        stack.frame = bounds
    }

    /// Shows the status line, with the keys that act.
    public func showStatus(_ status: UserRepositoriesStatus) {
        statusLabel.text = status.terminalText
    }
}
