#if os(iOS) || os(tvOS) || os(visionOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import Foundation
import StrataList

extension UIKitListDataSource where View == UITableView {
    /// Registers `cell` for `tableView`, becomes its data source and delegate, and loads the
    /// (empty) content.
    ///
    /// - Parameters:
    ///   - tableView: The table view to fill.
    ///   - cell: The cell class of every row.
    ///   - isContentEqual: Tells whether a kept item's content is unchanged (its cell is then not
    ///     reconfigured); `nil` compares identity only.
    ///   - configure: Fills a dequeued cell for an item.
    public convenience init<Cell: UITableViewCell>(
        tableView: UITableView,
        cell: Cell.Type,
        isContentEqual: ((Item, Item) -> Bool)? = nil,
        configure: @escaping @MainActor (Cell, Item, IndexPath) -> Void
    ) {
        let identifier = String(describing: Cell.self)
        tableView.register(Cell.self, forCellReuseIdentifier: identifier)
        self.init(dataSource: ListDataSource(renderer: tableView, isContentEqual: isContentEqual) { view, path, item in
            let indexPath = IndexPath(path)
            let dequeued = view.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
            if let cell = dequeued as? Cell { configure(cell, item, indexPath) }
            return dequeued
        })
        let binding = TableViewBinding(self)
        self.binding = binding
        tableView.dataSource = binding
        tableView.delegate = binding
        tableView.reloadData()
    }
}

/// The `UITableViewDataSource` and delegate of a ``UIKitListDataSource``.
@MainActor
final class TableViewBinding<Section: Hashable & Sendable, Item: Hashable & Sendable>: NSObject, UITableViewDataSource, UITableViewDelegate {
    private weak var list: UIKitListDataSource<Section, Item, UITableView>?

    init(_ list: UIKitListDataSource<Section, Item, UITableView>) {
        self.list = list
        super.init()
    }

    func numberOfSections(in tableView: UITableView) -> Int { list?.numberOfSections ?? 0 }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        list?.numberOfItems(inSection: section) ?? 0
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        list?.cell(at: indexPath) ?? UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        list?.didSelect(at: indexPath)
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        list?.willDisplay(at: indexPath)
    }
}
#endif
