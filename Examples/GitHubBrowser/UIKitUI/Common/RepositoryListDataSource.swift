#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserPresentation
import StrataCore
import StrataList
import StrataUIKit

/// The data-source wrapper of the browser's repository lists on UIKit — the articles'
/// per-cell-kind wrapper: a screen creates it with its table view, shows rows with
/// `update(newItems:)`, and hears of the user's choices by row index. Cell registration and
/// configuration, and the table's cell events, stay inside.
@MainActor
public final class RepositoryListDataSource {
    private let list: TableViewListDataSource<Int, RepositoryRow>

    /// Registers `RepositoryCell` and becomes the data source of `tableView`.
    public init(tableView: UITableView) {
        list = TableViewListDataSource(tableView: tableView, cell: RepositoryCell.self, isContentEqual: { $0.isContentEqual(to: $1) }) { cell, row, _ in
            cell.show(row)
        }
    }

    /// The rows shown now.
    public var items: [RepositoryRow] {
        list.dataSource.snapshot().itemIdentifiers
    }

    /// Shows `newItems` in one section, animating the difference. A row listed twice (pages that
    /// overlap) is shown once, at its first place.
    public func update(newItems: [RepositoryRow]) {
        var seen = Set<RepositoryRow>()
        let unique = newItems.filter { seen.insert($0).inserted }
        // One section of unique rows cannot be refused; were it to be, the table keeps what it shows.
        _ = try? list.apply(sections: [(0, unique)])
    }

    /// Calls `handler` with the index of the row the user taps.
    @discardableResult
    public func didSelectRow(_ handler: @escaping @MainActor (Int) -> Void) -> RegistryKey {
        list.didSelectItem { [unowned self] row in
            if let index = items.firstIndex(of: row) { handler(index) }
        }
    }

    /// Calls `handler` with the index of each row about to come on screen.
    @discardableResult
    public func willDisplayRow(_ handler: @escaping @MainActor (Int) -> Void) -> RegistryKey {
        list.willDisplayItem { handler($0.row) }
    }
}
