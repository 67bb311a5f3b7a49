#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import SamplePresenters
import StrataCore

/// The views of a user's repositories on UIKit, for both MVP forms: a status line and the table,
/// which the user pulls to load again. It never receives data at init; its view controller calls
/// its methods.
public final class UserRepositoriesRootView: UIView, AppView {
    /// What the list is doing, or why it failed.
    public let statusLabel = UILabel()
    /// The repositories; a ``RowListDataSource`` fills it. The status line says what an empty table
    /// means.
    public let tableView = UITableView(frame: .zero, style: .plain)
    /// Pull to refresh: loads the list again.
    public let refreshControl = UIRefreshControl()
    private let stack = UIStackView()

    /// Lays out the status line above the table, and puts the refresh control on the table.
    public func setup() {
        statusLabel.numberOfLines = 2
        tableView.refreshControl = refreshControl
        stack.axis = .vertical
        stack.spacing = 8
        stack.addArrangedSubview(statusLabel)
        stack.addArrangedSubview(tableView)
        stack.frame = bounds
        stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(stack)
    }

    /// Shows the status line, naming pull to refresh after a failure.
    public func showStatus(_ status: UserRepositoriesStatus) {
        statusLabel.text = status.uikitText
    }

    /// Stops the pull-to-refresh spinner: the status line reports the loading from then on.
    public func endRefreshing() {
        refreshControl.endRefreshing()
    }
}
#endif
