#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import SamplePresenters
import StrataCore

/// The user search's views on UIKit, for both MVP forms: the search field, a status line, and the
/// table of users. It never receives data at init; its view controller calls its methods.
public final class UserSearchRootView: UIView, AppView {
    /// Where the user types a login; its return key, Search, searches.
    public let searchField = UITextField()
    /// What the search is doing, or why it failed.
    public let statusLabel = UILabel()
    /// The users found; a ``RowListDataSource`` fills it. The status line says what an empty table
    /// means.
    public let tableView = UITableView(frame: .zero, style: .plain)
    private let stack = UIStackView()

    /// Lays out the field, the status line and the table, top to bottom.
    public func setup() {
        searchField.placeholder = "login, or part of one"
        searchField.returnKeyType = .search
        statusLabel.numberOfLines = 2
        stack.axis = .vertical
        stack.spacing = 8
        stack.addArrangedSubview(searchField)
        stack.addArrangedSubview(statusLabel)
        stack.addArrangedSubview(tableView)
        stack.frame = bounds
        stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(stack)
    }

    /// Shows the status line, naming what the user taps.
    public func showStatus(_ status: UserSearchStatus) {
        statusLabel.text = status.uikitText
    }
}
#endif
