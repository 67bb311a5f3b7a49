import StrataList

extension ListChangeset {
    /// The number of rows of each section once the changeset is applied to a list whose sections
    /// have `counts` rows, or `nil` if the changeset does not fit those counts (it was computed
    /// from other content).
    ///
    /// It follows the staged order of a batch update, counting instead of moving items, so it
    /// costs O(sections + changes), not O(rows).
    func rowCounts(applyingTo oldCounts: [Int]) -> [Int]? {
        var counts = oldCounts
        for path in itemDeletes + itemMoves.map(\.source) {
            guard oldCounts.indices.contains(path.section), path.item >= 0, path.item < oldCounts[path.section] else {
                return nil
            }
            counts[path.section] -= 1
        }
        var leaving = Set(sectionDeletes)
        for move in sectionMoves where !leaving.insert(move.source).inserted { return nil }
        guard leaving.allSatisfy(counts.indices.contains) else { return nil }
        var kept = counts.indices.filter { !leaving.contains($0) }.map { counts[$0] }
        let arrivals = (sectionInserts.map { ($0.index, $0.items.count) }
            + sectionMoves.map { ($0.destination, counts[$0.source]) }).sorted { $0.0 < $1.0 }
        for (index, count) in arrivals {
            guard index >= 0, index <= kept.count else { return nil }
            kept.insert(count, at: index)
        }
        let arrivingRows = itemInserts.map(\.indexPath) + itemMoves.map(\.destination)
        for path in arrivingRows {
            guard kept.indices.contains(path.section) else { return nil }
            kept[path.section] += 1
        }
        for path in arrivingRows where path.item < 0 || path.item >= kept[path.section] {
            return nil
        }
        return kept
    }
}
