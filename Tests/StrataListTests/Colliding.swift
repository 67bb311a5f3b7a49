/// An item identifier whose hash value takes only a few values, so that many identifiers share a
/// hash tag and a home slot in the snapshot's index: lookups must compare identifiers, and
/// deleting must keep every clustered entry reachable.
struct Colliding: Hashable, Sendable, CustomStringConvertible {
    let id: Int
    let buckets: Int

    static func == (lhs: Colliding, rhs: Colliding) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id % buckets) }
    var description: String { "#\(id)" }
}
