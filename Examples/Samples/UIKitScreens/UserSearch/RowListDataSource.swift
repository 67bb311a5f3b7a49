#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import Foundation
import SamplePresenters
import StrataCore
import StrataUIKit

/// The samples' list data-source wrapper on UIKit: one shape for the user search's users, a
/// user's repositories and chapter 11's repositories, over a `UITableView` of ``RowCell``s. A screen creates it with its table
/// view, shows rows with ``update(newItems:)`` and hears of the row the user tapped by index; the
/// `TableViewListDataSource` and the cell configuration stay inside.
///
/// Each kind of row has its own initialiser, where its cells are configured: `init(tableView:)`
/// for `UserRow`, `UserRepositoryRow` and chapter 11's `GitHubRepoModel`.
@MainActor
public final class RowListDataSource<Row: Hashable & Sendable> {
    private let list: TableViewListDataSource<Int, Row>

    /// Becomes the data source of `tableView`, configuring each row's cell with `configure`.
    public init(tableView: UITableView, configure: @escaping @MainActor (RowCell, Row) -> Void) {
        list = TableViewListDataSource(tableView: tableView, cell: RowCell.self) { cell, row, _ in configure(cell, row) }
    }

    /// Shows `newItems` in one section, animating the difference from what is shown. A row listed
    /// twice is shown once, at its first place.
    public func update(newItems: [Row]) {
        var seen = Set<Row>()
        let unique = newItems.filter { seen.insert($0).inserted }
        // One section of unique rows cannot be refused; were it to be, the list keeps what it shows.
        _ = try? list.apply(sections: [(0, unique)])
    }

    /// Calls `handler` with the index of the row the user tapped.
    @discardableResult
    public func didSelectRow(_ handler: @escaping @MainActor (Int) -> Void) -> RegistryKey {
        list.didSelectItem { [weak list] row in
            guard let index = list?.dataSource.indexPath(for: row)?.item else { return }
            handler(index)
        }
    }
}

extension RowListDataSource where Row == UserRow {
    /// The list of users: the login, with what is known of the user at the end.
    public convenience init(tableView: UITableView) {
        self.init(tableView: tableView) { cell, row in cell.show(text: row.login, detail: row.detail) }
    }
}

extension RowListDataSource where Row == UserRepositoryRow {
    /// The list of a user's repositories: the name and description, with the language and stars
    /// at the end.
    public convenience init(tableView: UITableView) {
        self.init(tableView: tableView) { cell, row in cell.show(text: row.text, detail: row.detail) }
    }
}
extension RowListDataSource where Row == GitHubRepoModel {
    /// Chapter 11's list of repositories: the full name, with the stars at the end.
    public convenience init(tableView: UITableView) {
        self.init(tableView: tableView) { cell, repo in cell.show(text: repo.name, detail: repo.starsText) }
    }
}
#endif
