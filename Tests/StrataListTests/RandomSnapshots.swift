import StrataList

/// A small, fast, seedable generator (SplitMix64), so every random case can be replayed from its seed.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Builders of random snapshots for the property tests.
enum RandomSnapshots {
    /// A snapshot of up to `maxSections` sections (some may be empty) holding a random subset of
    /// the items `0..<itemPool`, each once.
    static func snapshot(
        using random: inout SplitMix64,
        sectionPool: Int = 6,
        maxSections: Int = 4,
        itemPool: Int = 30
    ) -> Snapshot<Int, Int> {
        let sections = Array((0..<sectionPool).shuffled(using: &random).prefix(Int.random(in: 0...maxSections, using: &random)))
        var snapshot = Snapshot<Int, Int>()
        guard !sections.isEmpty else { return snapshot }
        try? snapshot.appendSections(sections)
        let items = (0..<itemPool).shuffled(using: &random).filter { _ in Bool.random(using: &random) }
        for item in items {
            try? snapshot.appendItems([item], toSection: sections.randomElement(using: &random))
        }
        return snapshot
    }

    /// `snapshot` after a few random edits: deletes, inserts, moves (also across sections),
    /// section inserts, deletes and moves. Models the small updates real screens make.
    static func edited(_ snapshot: Snapshot<Int, Int>, using random: inout SplitMix64, edits: Int = 6) -> Snapshot<Int, Int> {
        var result = snapshot
        var nextItem = 1_000
        var nextSection = 100
        for _ in 0..<edits {
            let items = result.itemIdentifiers
            let sections = result.sectionIdentifiers
            switch Int.random(in: 0..<7, using: &random) {
            case 0 where !items.isEmpty:
                try? result.deleteItems([items.randomElement(using: &random)!])
            case 1 where !items.isEmpty:
                try? result.insertItems([nextItem], beforeItem: items.randomElement(using: &random)!)
                nextItem += 1
            case 2 where items.count > 1:
                let item = items.randomElement(using: &random)!
                let target = items.randomElement(using: &random)!
                if Bool.random(using: &random) {
                    try? result.moveItem(item, beforeItem: target)
                } else {
                    try? result.moveItem(item, afterItem: target)
                }
            case 3:
                if let target = sections.randomElement(using: &random) {
                    try? result.insertSections([nextSection], afterSection: target)
                } else {
                    try? result.appendSections([nextSection])
                }
                nextSection += 1
            case 4 where !sections.isEmpty:
                try? result.deleteSections([sections.randomElement(using: &random)!])
            case 5 where sections.count > 1:
                try? result.moveSection(sections.randomElement(using: &random)!, beforeSection: sections.randomElement(using: &random)!)
            default:
                if !sections.isEmpty {
                    try? result.appendItems([nextItem], toSection: sections.randomElement(using: &random))
                    nextItem += 1
                }
            }
        }
        return result
    }
}

/// The length of a longest strictly increasing subsequence, by the plain O(n²) method: an
/// independent oracle for the engine's O(n log n) pass.
func longestIncreasingLength(_ values: [Int]) -> Int {
    var best = [Int](repeating: 1, count: values.count)
    for end in values.indices {
        for start in 0..<end where values[start] < values[end] {
            best[end] = max(best[end], best[start] + 1)
        }
    }
    return best.max() ?? 0
}

/// The fewest item moves any correct changeset between `old` and `new` needs, under the rule
/// that items moving into or out of inserted or deleted sections are deletes plus inserts.
func minimalItemMoves(from old: Snapshot<Int, Int>, to new: Snapshot<Int, Int>) -> Int {
    var moves = 0
    for section in new.sectionIdentifiers where old.contains(section: section) {
        var sameSection: [Int] = []
        for item in new.itemIdentifiers(inSection: section) ?? [] {
            guard let oldSection = old.sectionIdentifier(containingItem: item), new.contains(section: oldSection) else {
                continue
            }
            if oldSection == section {
                sameSection.append(old.indexPath(for: item)!.item)
            } else {
                moves += 1
            }
        }
        moves += sameSection.count - longestIncreasingLength(sameSection)
    }
    return moves
}

/// The fewest section moves: kept sections off a longest increasing subsequence.
func minimalSectionMoves(from old: Snapshot<Int, Int>, to new: Snapshot<Int, Int>) -> Int {
    let kept = new.sectionIdentifiers.compactMap { old.indexOfSection($0) }
    return kept.count - longestIncreasingLength(kept)
}

extension RandomSnapshots {
    /// A snapshot of 1 to 3 sections holding the items `0..<count` in order (count up to
    /// `maxItems`), split at random places: large enough that edits span more than the diff's
    /// look-ahead.
    static func large(using random: inout SplitMix64, maxItems: Int = 600) -> Snapshot<Int, Int> {
        let count = Int.random(in: 0...maxItems, using: &random)
        let sectionCount = Int.random(in: 1...3, using: &random)
        var cuts = (0..<(sectionCount - 1)).map { _ in Int.random(in: 0...count, using: &random) }.sorted()
        cuts.append(count)
        var start = 0
        var sections: [(Int, [Int])] = []
        for (section, end) in cuts.enumerated() {
            sections.append((section, Array(start..<end)))
            start = end
        }
        return (try? Snapshot(sections: sections)) ?? Snapshot()
    }

    /// `snapshot` after a few block edits: runs of items deleted, inserted or moved (also to
    /// another section), single items moved far, windows reversed, sections deleted, inserted or
    /// moved. Runs are up to 80 items long, longer than the diff's look-ahead.
    static func blockEdited(_ snapshot: Snapshot<Int, Int>, using random: inout SplitMix64, edits: Int = 5) -> Snapshot<Int, Int> {
        var result = snapshot
        var nextItem = 100_000
        var nextSection = 100
        for _ in 0..<Int.random(in: 1...edits, using: &random) {
            let sections = result.sectionIdentifiers
            guard let section = sections.randomElement(using: &random) else {
                try? result.appendSections([nextSection])
                nextSection += 1
                continue
            }
            let items = result.itemIdentifiers(inSection: section) ?? []
            let start = Int.random(in: 0...items.count, using: &random)
            let run = Array(items[start..<min(items.count, start + Int.random(in: 1...80, using: &random))])
            switch Int.random(in: 0..<8, using: &random) {
            case 0:
                try? result.deleteItems(run)
            case 1:
                let block = Array(nextItem..<(nextItem + Int.random(in: 1...80, using: &random)))
                nextItem += block.count
                if start < items.count {
                    try? result.insertItems(block, beforeItem: items[start])
                } else {
                    try? result.appendItems(block, toSection: section)
                }
            case 2, 3:
                // Move a run before a random item of a random section (or to its end).
                guard !run.isEmpty, let target = sections.randomElement(using: &random) else { break }
                try? result.deleteItems(run)
                let targetItems = result.itemIdentifiers(inSection: target) ?? []
                if let before = targetItems.randomElement(using: &random), Bool.random(using: &random) {
                    try? result.insertItems(run, beforeItem: before)
                } else {
                    try? result.appendItems(run, toSection: target)
                }
            case 4:
                // Move single items far away.
                for _ in 0..<Int.random(in: 1...10, using: &random) {
                    let all = result.itemIdentifiers
                    guard all.count > 1, let item = all.randomElement(using: &random),
                        let target = all.randomElement(using: &random), item != target
                    else { break }
                    try? result.moveItem(item, afterItem: target)
                }
            case 5:
                // Reverse a window in place.
                guard run.count > 1 else { break }
                let after = start + run.count < items.count ? items[start + run.count] : nil
                try? result.deleteItems(run)
                if let after {
                    try? result.insertItems(run.reversed(), beforeItem: after)
                } else {
                    try? result.appendItems(run.reversed(), toSection: section)
                }
            case 6:
                if Bool.random(using: &random) {
                    try? result.deleteSections([section])
                } else {
                    try? result.insertSections([nextSection], beforeSection: section)
                    try? result.appendItems(Array(nextItem..<(nextItem + 5)), toSection: nextSection)
                    nextItem += 5
                    nextSection += 1
                }
            default:
                if let other = sections.randomElement(using: &random), other != section {
                    try? result.moveSection(section, afterSection: other)
                }
            }
        }
        return result
    }
}
