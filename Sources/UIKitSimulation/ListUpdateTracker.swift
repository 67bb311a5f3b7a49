import Foundation

/// What a simulated collection or table view knows of its content: the counts it last read from
/// its data source (as UIKit caches them), the batch update under way, and its cells — every item
/// counts as visible, so after each change the view asks its data source for every cell.
@MainActor
final class ListUpdateTracker<Cell: UIView> {
    private var counts: [Int]?
    private var batch: BatchUpdate?
    private let item: String
    private let view: String
    private let fetchCounts: () -> [Int]
    private let makeCell: (IndexPath) -> Cell?
    /// The cells, by index path.
    private(set) var cells: [IndexPath: Cell] = [:]

    init(item: String, view: String, fetchCounts: @escaping () -> [Int], makeCell: @escaping (IndexPath) -> Cell?) {
        self.item = item
        self.view = view
        self.fetchCounts = fetchCounts
        self.makeCell = makeCell
    }

    /// The number of items of `section` (0 for a section that does not exist).
    func count(inSection section: Int) -> Int {
        let counts = currentCounts
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// Reads the counts and every cell again (`reloadData`).
    func reloadAll() {
        reload()
        refreshCells()
    }

    /// `performBatchUpdates`: the batch, then the cells.
    func batchUpdate(_ updates: () -> Void) {
        performBatch(updates)
        refreshCells()
    }

    /// An insert, delete or move, in the batch under way or as a batch of its own.
    func change(_ change: (inout BatchUpdate) -> Void) {
        record(change)
        if !isBatching { refreshCells() }
    }

    /// A reload or reconfiguration of existing items.
    func refresh(_ paths: [IndexPath], operation: String) {
        checkExisting(paths, operation: operation)
        if !isBatching { refreshCells() }
    }

    /// Asks the data source for every cell, as a view with all its items on screen would.
    private func refreshCells() {
        cells.removeAll()
        for (section, count) in currentCounts.enumerated() {
            for item in 0..<count {
                let path = IndexPath(indexes: [section, item])
                cells[path] = makeCell(path)
            }
        }
    }

    /// The cached counts, read from the data source the first time they are needed.
    var currentCounts: [Int] {
        if let counts { return counts }
        let fetched = fetchCounts()
        counts = fetched
        return fetched
    }

    /// Whether a batch update is under way.
    var isBatching: Bool { batch != nil }

    /// Reads the counts again (`reloadData`).
    func reload() {
        counts = fetchCounts()
    }

    /// Records one change: into the batch under way, or as a batch of its own (as UIKit treats an
    /// insert or delete outside `performBatchUpdates`).
    func record(_ change: (inout BatchUpdate) -> Void) {
        if batch != nil {
            change(&batch!)
        } else {
            performBatch { change(&self.batch!) }
        }
    }

    /// Runs `updates` as one batch, then checks it against the counts before and after. A broken
    /// rule is reported (UIKit raises an exception) and the view simply shows the new counts.
    @discardableResult
    func performBatch(_ updates: () -> Void) -> Bool {
        guard batch == nil else {
            updates()
            return true
        }
        // UIKit reads the counts it has not read yet *before* the updates: a view that never
        // loaded its content and is updated after its data source changed fails here.
        let before = currentCounts
        batch = BatchUpdate()
        updates()
        let update = batch ?? BatchUpdate()
        batch = nil
        let after = fetchCounts()
        counts = after
        if let problem = update.problem(before: before, after: after, item: item, view: view) {
            SimulatedUIKit.report(.invalidBatchUpdate, problem)
            return false
        }
        return true
    }

    /// Checks that every path names an item that exists now (reloads and reconfigurations outside
    /// a batch).
    func checkExisting(_ paths: [IndexPath], operation: String) {
        let counts = currentCounts
        for path in paths where !(counts.indices.contains(path.section) && (0..<counts[path.section]).contains(path[1])) {
            SimulatedUIKit.report(.invalidBatchUpdate, "attempt to \(operation) \(item) \(path[1]) in section \(path.section), which does not exist (\(counts.indices.contains(path.section) ? counts[path.section] : 0) \(item)s)")
            return
        }
    }
}
