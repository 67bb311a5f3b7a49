import Foundation

/// What a simulated collection or table view knows of its content: the counts it last read from
/// its data source (as UIKit caches them) and the batch update under way.
@MainActor
final class ListUpdateTracker {
    private var counts: [Int]?
    private var batch: BatchUpdate?
    private let item: String
    private let view: String
    private let fetchCounts: () -> [Int]

    init(item: String, view: String, fetchCounts: @escaping () -> [Int]) {
        self.item = item
        self.view = view
        self.fetchCounts = fetchCounts
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
