import StrataCore
import StrataTerminal

/// The views of chapter 11's repository list: one list. It never receives data at init; its view
/// controller fills the list through a ``RowListDataSource``.
public final class RepoListRootView: View, AppView {
    /// The repositories.
    public let listView = ListView(emptyText: "No repositories.")
    private let stack = StackView(axis: .vertical, spacing: 0, padding: EdgeInsets(top: 0, left: 1, bottom: 0, right: 1))

    /// Creates the view; ``setup()`` builds it.
    public override init() {
        super.init()
    }

    /// Lays out the list.
    public func setup() {
        stack.addArrangedSubview(listView, length: .flexible())
        addSubview(stack)
    }

    /// Positions the stack.
    public override func layoutSubviews() {
        stack.frame = bounds
    }
}
