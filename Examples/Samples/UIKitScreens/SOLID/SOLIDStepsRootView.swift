#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import StrataCore

/// The root view of the SOLID chapter's walkthrough on UIKit: a table of the refactoring's steps.
/// It never receives data at init; its view controller fills the table through a data source.
public final class SOLIDStepsRootView: UIView, AppView {
    /// The steps, one row each; a ``RowListDataSource`` fills it.
    public let tableView = UITableView(frame: .zero, style: .plain)

    /// Lays the table over the whole view.
    public func setup() {
        tableView.frame = bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(tableView)
    }
}
#endif
