import BenchmarkSupport
import StrataList

/// A row of the benchmark list: identified by `id`, with a `version` standing for its content.
struct BenchmarkRow: Hashable, Sendable, ContentEquatable {
    let id: Int
    var version: Int

    static func == (lhs: BenchmarkRow, rhs: BenchmarkRow) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
    func isContentEqual(to other: BenchmarkRow) -> Bool { version == other.version }
}

/// The "mixed" scenario: a list of `count` rows (ids 0..<count) and a new version of it where a
/// random 10% are removed, another 10% changed content, another 10% moved to random places, and
/// `count / 10` new rows inserted at random places. The seed is fixed.
struct MixedScenario: Sendable {
    let oldRows: [BenchmarkRow]
    let newRows: [BenchmarkRow]
    let oldSnapshot: Snapshot<Int, BenchmarkRow>
    let newSnapshot: Snapshot<Int, BenchmarkRow>
    /// The same lists as plain ids, for the standard library's `difference(from:)`.
    let oldIDs: [Int]
    let newIDs: [Int]

    init(count: Int, seed: UInt64 = 0x5354_5241_5441) {
        var random = SplitMix64(seed: seed)
        let tenth = count / 10
        let shuffled = Array(0..<count).shuffled(using: &random)
        let removed = Set(shuffled[0..<tenth])
        let changed = Set(shuffled[tenth..<(2 * tenth)])
        let moved = Set(shuffled[(2 * tenth)..<(3 * tenth)])

        // Kept rows keep their relative order (sort key = old position); moved and new rows get a
        // random sort key, which puts them at random places.
        let spacing = 16
        var keyed: [(key: Int, row: BenchmarkRow)] = []
        keyed.reserveCapacity(count)
        for id in 0..<count where !removed.contains(id) {
            let row = BenchmarkRow(id: id, version: changed.contains(id) ? 1 : 0)
            let key = moved.contains(id) ? Int.random(in: 0..<(count * spacing), using: &random) : id * spacing
            keyed.append((key, row))
        }
        for offset in 0..<tenth {
            keyed.append((Int.random(in: 0..<(count * spacing), using: &random), BenchmarkRow(id: count + offset, version: 0)))
        }
        keyed.sort { $0.key < $1.key }

        oldRows = (0..<count).map { BenchmarkRow(id: $0, version: 0) }
        newRows = keyed.map(\.row)
        oldIDs = oldRows.map(\.id)
        newIDs = newRows.map(\.id)
        oldSnapshot = Self.snapshot(of: oldRows)
        newSnapshot = Self.snapshot(of: newRows)
    }

    /// A one-section snapshot of `rows` (ids are unique by construction, so it cannot fail).
    static func snapshot(of rows: [BenchmarkRow]) -> Snapshot<Int, BenchmarkRow> {
        (try? Snapshot(sections: [(0, rows)])) ?? Snapshot()
    }

    /// The standard library's answer: a difference with moves inferred, and its number of moves.
    static func standardLibraryMoves(from old: [Int], to new: [Int]) -> (changes: Int, moves: Int) {
        let difference = new.difference(from: old).inferringMoves()
        var moves = 0
        for change in difference {
            if case .insert(_, _, let associatedWith) = change, associatedWith != nil { moves += 1 }
        }
        return (difference.count, moves)
    }
}

/// The scenarios, built once on first use (outside the measured region).
enum Scenarios {
    static let tenThousand = MixedScenario(count: 10_000)
    static let hundredThousand = MixedScenario(count: 100_000)
}
