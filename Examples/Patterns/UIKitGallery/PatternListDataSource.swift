#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import PatternsFeature
import StrataCore
import StrataUIKit

/// The data-source wrapper of the gallery's list on UIKit (article ⑤'s per-cell-kind wrapper): the
/// screen shows patterns with update(newItems:) and hears which one the user taps; the cells
/// and the table's events stay inside.
@MainActor
public final class PatternListDataSource {
    private let list: TableViewListDataSource<Int, Pattern>

    /// Registers `PatternCell` and becomes the data source of `tableView`; each row shows a
    /// pattern's name and how its views learn of a change.
    public init(tableView: UITableView) {
        list = TableViewListDataSource(tableView: tableView, cell: PatternCell.self) { cell, pattern, _ in
            cell.show(title: pattern.title, detail: pattern.viewLearnsOfChanges)
        }
    }

    /// Shows `newItems`, in order.
    public func update(newItems: [Pattern]) {
        // One section of distinct patterns cannot be refused; were it to be, the table keeps what it shows.
        _ = try? list.apply(sections: [(0, newItems)])
    }

    /// Calls `handler` with the pattern the user taps.
    @discardableResult
    public func didSelectRow(_ handler: @escaping @MainActor (Pattern) -> Void) -> RegistryKey {
        list.didSelectItem(handler)
    }
}
#endif
