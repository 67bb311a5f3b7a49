import StrataList

extension ListChangeset {
    /// Checks the changeset against the rules `UICollectionView.performBatchUpdates` enforces for
    /// a change from `old` to `new`, and that applying it to `old` yields `new`. Returns one
    /// sentence per broken rule; an empty array means a real list view would accept it.
    ///
    /// Use it in tests of code that builds or transforms changesets: `#expect(changeset.batchUpdateProblems(from: old, to: new) == [])`.
    public func batchUpdateProblems(from old: Snapshot<Section, Item>, to new: Snapshot<Section, Item>) -> [String] {
        var problems: [String] = []
        let oldCounts = old.sectionIdentifiers.map { old.numberOfItems(inSection: $0) ?? 0 }
        let newCounts = new.sectionIdentifiers.map { new.numberOfItems(inSection: $0) ?? 0 }
        let deletedSections = Set(sectionDeletes)
        let insertedSections = Set(sectionInserts.map(\.index))

        func inOld(_ path: ListIndexPath) -> Bool {
            oldCounts.indices.contains(path.section) && (0..<oldCounts[path.section]).contains(path.item)
        }
        func inNew(_ path: ListIndexPath) -> Bool {
            newCounts.indices.contains(path.section) && (0..<newCounts[path.section]).contains(path.item)
        }

        var removed = Set<ListIndexPath>()
        for path in itemDeletes + itemMoves.map(\.source) {
            if !inOld(path) { problems.append("item \(path) is out of range in the old snapshot") }
            if deletedSections.contains(path.section) {
                problems.append("item \(path) is removed from section \(path.section), which is deleted")
            }
            if !removed.insert(path).inserted { problems.append("item \(path) is removed twice") }
        }
        var added = Set<ListIndexPath>()
        for path in itemInserts.map(\.indexPath) + itemMoves.map(\.destination) {
            if !inNew(path) { problems.append("item \(path) is out of range in the new snapshot") }
            if insertedSections.contains(path.section) {
                problems.append("item \(path) is added to section \(path.section), which is inserted")
            }
            if !added.insert(path).inserted { problems.append("item \(path) is added twice") }
        }
        for path in itemReloads + itemReconfigures where !inNew(path) {
            problems.append("reloaded item \(path) is out of range in the new snapshot")
        }

        // UIKit's count rule: every kept section ends with old − removed + added items.
        for move in sectionMoves where !oldCounts.indices.contains(move.source) || !newCounts.indices.contains(move.destination) {
            problems.append("section move \(move.source) → \(move.destination) is out of range")
        }
        let movedSections = Dictionary(sectionMoves.map { ($0.source, $0.destination) }, uniquingKeysWith: { first, _ in first })
        var expectedNewIndex: [Int: Int] = [:]
        var next = 0
        let keptOld = oldCounts.indices.filter { !deletedSections.contains($0) && movedSections[$0] == nil }
        let freeNew = newCounts.indices.filter { !insertedSections.contains($0) && !movedSections.values.contains($0) }
        if keptOld.count != freeNew.count {
            problems.append("section counts do not add up: \(keptOld.count) unmoved old sections, \(freeNew.count) free new places")
        } else {
            for oldIndex in keptOld {
                expectedNewIndex[oldIndex] = freeNew[next]
                next += 1
            }
        }
        for (source, destination) in movedSections { expectedNewIndex[source] = destination }
        for (oldIndex, newIndex) in expectedNewIndex where oldCounts.indices.contains(oldIndex) && newCounts.indices.contains(newIndex) {
            let removedCount = removed.filter { $0.section == oldIndex }.count
            let addedCount = added.filter { $0.section == newIndex }.count
            if oldCounts[oldIndex] - removedCount + addedCount != newCounts[newIndex] {
                problems.append(
                    "section \(oldIndex) → \(newIndex): \(oldCounts[oldIndex]) − \(removedCount) + \(addedCount) ≠ \(newCounts[newIndex]) items"
                )
            }
        }

        do {
            let result = try apply(to: old)
            if result != new { problems.append("applying the changeset to the old snapshot gives \(result), not \(new)") }
        } catch {
            problems.append(error.description)
        }
        return problems
    }
}
