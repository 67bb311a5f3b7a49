#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import StrataCore

/// The root view of the samples' list screens on UIKit: one table over the whole view — the SOLID
/// chapter's steps, chapter 11's repositories, the Book's chapters. It never receives data at
/// init; its view controller fills the table through a ``RowListDataSource``.
public final class TableRootView: UIView, AppView {
    /// The rows; a ``RowListDataSource`` fills it.
    public let tableView = UITableView(frame: .zero, style: .plain)

    /// Lays the table over the whole view.
    public func setup() {
        tableView.frame = bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(tableView)
    }
}
#endif
