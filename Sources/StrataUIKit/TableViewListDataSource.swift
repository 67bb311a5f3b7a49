#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import Foundation
import StrataCore
import StrataList

/// The base of a screen's per-cell-kind data-source wrapper over a `UITableView`, as the
/// articles advise: the wrapper's `init(tableView:)` creates one, which registers the cell
/// class and becomes the table view's data source and delegate; the wrapper's
/// `update(newItems:)` applies a snapshot; cell events stay inside.
///
/// ```swift
/// @MainActor final class RepositoryDataSource {
///     private let list: TableViewListDataSource<Int, RepositoryRow>
///
///     init(tableView: UITableView) {
///         list = TableViewListDataSource(tableView: tableView, cell: RepositoryCell.self) { cell, photo, _ in
///             cell.show(row)
///         }
///     }
///
///     func update(newItems: [RepositoryRow]) throws(SnapshotError) {
///         try list.apply(sections: [(0, newItems)])
///     }
/// }
/// ```
///
/// Updates are diffed by a `ListDataSource` and applied with batch updates (deletes, inserts and
/// moves, then reconfigurations and reloads), so the counts always agree with what the collection
/// view was told.
@MainActor
public final class TableViewListDataSource<Section: Hashable & Sendable, Item: Hashable & Sendable> {
    /// The diffing data source behind the table view.
    public let dataSource: ListDataSource<Section, Item, UITableView>
    private let binding: TableViewBinding
    private let selections = HandlerRegistry<Item>()
    private let displays = HandlerRegistry<IndexPath>()

    /// Registers `cell` for `tableView`, becomes its data source and delegate, and loads the
    /// (empty) content.
    ///
    /// - Parameters:
    ///   - tableView: The table view to fill; it keeps a reference to this object's
    ///     binding (its `dataSource` and `delegate` are weak, the wrapper owns this object).
    ///   - cell: The cell class of every item.
    ///   - isContentEqual: Tells whether a kept item's content is unchanged (its cell is then not
    ///     reconfigured); `nil` compares identity only.
    ///   - configure: Fills a dequeued cell for an item.
    public init<Cell: UITableViewCell>(
        tableView: UITableView,
        cell: Cell.Type,
        isContentEqual: ((Item, Item) -> Bool)? = nil,
        configure: @escaping @MainActor (Cell, Item, IndexPath) -> Void
    ) {
        let identifier = String(describing: Cell.self)
        tableView.register(Cell.self, forCellReuseIdentifier: identifier)
        let dataSource = ListDataSource<Section, Item, UITableView>(renderer: tableView, isContentEqual: isContentEqual) { view, path, item in
            let indexPath = IndexPath(path)
            let dequeued = view.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
            if let cell = dequeued as? Cell { configure(cell, item, indexPath) }
            return dequeued
        }
        self.dataSource = dataSource
        let selections = self.selections
        let displays = self.displays
        binding = TableViewBinding(
            numberOfSections: { [weak dataSource] in dataSource?.numberOfSections ?? 0 },
            numberOfItems: { [weak dataSource] section in dataSource?.numberOfItems(inSection: section) ?? 0 },
            cell: { [weak dataSource] view, indexPath in
                dataSource?.cell(at: ListIndexPath(item: indexPath.item, section: indexPath.section)) ?? UITableViewCell(style: .default, reuseIdentifier: nil)
            },
            didSelect: { [weak dataSource] indexPath in
                if let item = dataSource?.itemIdentifier(for: ListIndexPath(item: indexPath.item, section: indexPath.section)) { selections.emit(item) }
            },
            willDisplay: { indexPath in displays.emit(indexPath) }
        )
        tableView.dataSource = binding
        tableView.delegate = binding
        tableView.reloadData()
    }

    /// Shows `sections`, animating the difference from what is shown.
    ///
    /// - Throws: `SnapshotError` for a duplicate section or item; the table view keeps what
    ///   it shows.
    public func apply(sections: some Sequence<(Section, [Item])>, animatingDifferences: Bool = true) throws(SnapshotError) {
        try dataSource.apply(sections: sections, animatingDifferences: animatingDifferences)
    }

    /// The item at `indexPath`, or `nil` for a position that is not there.
    public func item(at indexPath: IndexPath) -> Item? {
        dataSource.itemIdentifier(for: ListIndexPath(item: indexPath.item, section: indexPath.section))
    }

    /// Calls `handler` with the item the user selects (taps).
    @discardableResult
    public func didSelectItem(_ handler: @escaping @MainActor (Item) -> Void) -> RegistryKey {
        selections.register(handler)
    }

    /// Calls `handler` with the index path of each row about to come on screen (to load more
    /// when the last one does).
    @discardableResult
    public func willDisplayRow(_ handler: @escaping @MainActor (IndexPath) -> Void) -> RegistryKey {
        displays.register(handler)
    }
}

/// The `UITableViewDataSource` and delegate of a ``TableViewListDataSource``: it reads
/// the `ListDataSource` and reports selections.
@MainActor
final class TableViewBinding: NSObject, UITableViewDataSource, UITableViewDelegate {
    private let sections: () -> Int
    private let items: (Int) -> Int
    private let cell: (UITableView, IndexPath) -> UITableViewCell
    private let didSelect: (IndexPath) -> Void
    private let willDisplay: (IndexPath) -> Void

    init(
        numberOfSections: @escaping () -> Int,
        numberOfItems: @escaping (Int) -> Int,
        cell: @escaping (UITableView, IndexPath) -> UITableViewCell,
        didSelect: @escaping (IndexPath) -> Void,
        willDisplay: @escaping (IndexPath) -> Void
    ) {
        sections = numberOfSections
        items = numberOfItems
        self.cell = cell
        self.didSelect = didSelect
        self.willDisplay = willDisplay
        super.init()
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections() }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items(section) }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cell(tableView, indexPath)
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        didSelect(indexPath)
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        willDisplay(indexPath)
    }
}
