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
    /// The selected index paths: cleared by `reloadData`, carried through batch updates.
    var selection = Set<IndexPath>()

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
        selection.removeAll()
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
        selection = Set(selection.compactMap(update.indexPathAfter))
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

/// The operations of one batch update of a collection or table view, checked against the counts
/// before and after the way UIKit checks them (`-[UICollectionView _endItemAnimationsWithInvalidationContext:…]`
/// raises "Invalid update: …" on the first rule broken).
struct BatchUpdate {
    var sectionDeletes = IndexSet()
    var sectionInserts = IndexSet()
    var sectionMoves: [(from: Int, to: Int)] = []
    var itemDeletes: [IndexPath] = []
    var itemInserts: [IndexPath] = []
    var itemMoves: [(from: IndexPath, to: IndexPath)] = []
    /// Reloads inside a batch name index paths before the update.
    var itemReloads: [IndexPath] = []

    /// Where the item at `old` is after the update, for a selection to follow it; `nil` if it was
    /// deleted or reloaded. UIKit follows items through section changes too; the simulation drops
    /// the selection of a batch that inserts, deletes or moves sections.
    func indexPathAfter(_ old: IndexPath) -> IndexPath? {
        guard sectionDeletes.isEmpty, sectionInserts.isEmpty, sectionMoves.isEmpty else { return nil }
        if let move = itemMoves.first(where: { $0.from == old }) { return move.to }
        if itemDeletes.contains(old) || itemReloads.contains(old) { return nil }
        let gone = itemDeletes + itemMoves.map(\.from)
        var item = old[1] - gone.filter { $0.section == old.section && $0[1] < old[1] }.count
        let arrived = (itemInserts + itemMoves.map(\.to)).filter { $0.section == old.section }.map { $0[1] }.sorted()
        for index in arrived where index <= item { item += 1 }
        return IndexPath(indexes: [old.section, item])
    }

    /// The first broken rule, worded as UIKit words it (`item` is "item" or "row", `view` the
    /// view's kind), or `nil` when the update agrees with the counts.
    func problem(before old: [Int], after new: [Int], item: String, view: String) -> String? {
        let expectedSections = old.count - sectionDeletes.count + sectionInserts.count
        if new.count != expectedSections {
            return "Invalid update: invalid number of sections. The number of sections contained in the \(view) after the update (\(new.count)) must be equal to the number of sections contained in the \(view) before the update (\(old.count)), plus or minus the number of sections inserted or deleted (\(sectionInserts.count) inserted, \(sectionDeletes.count) deleted)."
        }
        if let problem = rangeProblem(before: old, after: new, item: item) { return problem }
        let destination = sectionDestinations(before: old.count, after: new.count)
        for (oldSection, newSection) in destination.enumerated() {
            guard let newSection else { continue }
            let deleted = itemDeletes.filter { $0.section == oldSection }.count
            let inserted = itemInserts.filter { $0.section == newSection }.count
            let movedOut = itemMoves.filter { $0.from.section == oldSection && $0.to.section != newSection }.count
            let movedIn = itemMoves.filter { $0.to.section == newSection && destination[$0.from.section] != newSection }.count
            let expected = old[oldSection] - deleted - movedOut + inserted + movedIn
            if new[newSection] != expected {
                return "Invalid update: invalid number of \(item)s in section \(newSection). The number of \(item)s contained in an existing section after the update (\(new[newSection])) must be equal to the number of \(item)s contained in that section before the update (\(old[oldSection])), plus or minus the number of \(item)s inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of \(item)s moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
            }
        }
        return nil
    }

    private func rangeProblem(before old: [Int], after new: [Int], item: String) -> String? {
        func exists(_ path: IndexPath, in counts: [Int]) -> Bool {
            counts.indices.contains(path.section) && (0..<counts[path.section]).contains(path[1])
        }
        if let section = sectionDeletes.first(where: { $0 >= old.count }) {
            return "attempt to delete section \(section), but there are only \(old.count) sections before the update"
        }
        if let section = sectionInserts.first(where: { $0 >= new.count }) {
            return "attempt to insert section \(section) but there are only \(new.count) sections after the update"
        }
        for path in itemDeletes + itemReloads + itemMoves.map(\.from) where !exists(path, in: old) {
            return "attempt to delete \(item) \(path[1]) from section \(path.section) which only contains \(old.indices.contains(path.section) ? old[path.section] : 0) \(item)s before the update"
        }
        for path in itemInserts + itemMoves.map(\.to) where !exists(path, in: new) {
            return "attempt to insert \(item) \(path[1]) into section \(path.section), but there are only \(new.indices.contains(path.section) ? new[path.section] : 0) \(item)s in section \(path.section) after the update"
        }
        return nil
    }

    /// Where each old section is after the update (`nil`: deleted). Moved sections go where they
    /// were moved; the others keep their order in the places inserts and moves leave free.
    private func sectionDestinations(before oldCount: Int, after newCount: Int) -> [Int?] {
        var destination = [Int?](repeating: nil, count: oldCount)
        var taken = sectionInserts
        for move in sectionMoves where destination.indices.contains(move.from) {
            destination[move.from] = move.to
            taken.insert(move.to)
        }
        var free = (0..<newCount).filter { !taken.contains($0) }.makeIterator()
        let moved = Set(sectionMoves.map(\.from))
        for section in 0..<oldCount where !sectionDeletes.contains(section) && !moved.contains(section) {
            destination[section] = free.next()
        }
        return destination
    }
}
