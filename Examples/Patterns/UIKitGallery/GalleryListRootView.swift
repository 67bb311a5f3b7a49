#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import StrataCore

/// The root view of the gallery's list on UIKit: one table over the whole view. It never receives
/// data at init; its view controller fills the table through a `PatternListDataSource`.
public final class GalleryListRootView: UIView, AppView {
    /// The patterns.
    public let tableView = UITableView(frame: .zero, style: .plain)

    /// Lays the table over the whole view.
    public func setup() {
        tableView.frame = bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(tableView)
    }
}
#endif
