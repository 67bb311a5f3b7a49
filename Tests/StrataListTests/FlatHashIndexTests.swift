import PropertyBased
import Testing

@testable import StrataList

/// A key whose hash ignores its value: every key collides with every other.
struct ConstantHashKey: Hashable {
    let value: Int
    func hash(into hasher: inout Hasher) { hasher.combine(0) }
}

/// A key whose hash only sees `value / 8`: runs of eight keys collide.
struct CoarseHashKey: Hashable {
    let value: Int
    func hash(into hasher: inout Hasher) { hasher.combine(value / 8) }
}

@Suite("FlatHashIndex")
struct FlatHashIndexTests {
    /// An index over `keys` (each stored at its position in the array).
    func index<Key: Hashable>(of keys: [Key], expectedCount: Int? = nil) -> FlatHashIndex {
        var index = FlatHashIndex(expectedCount: expectedCount ?? keys.count)
        for (position, key) in keys.enumerated() { index.insert(key, at: position) }
        return index
    }

    @Test("finds exactly what a Dictionary finds, for present and absent keys")
    func matchesDictionary() async {
        await propertyCheck(count: 500, input: Gen.int(in: 0...400).array(of: 0...120), Gen.int(in: 0...400).array(of: 0...60)) {
            values, probes in
            let keys = values.reduce(into: [Int]()) { result, value in
                if !result.contains(value) { result.append(value) }
            }
            let oracle = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) })
            let index = index(of: keys)
            #expect(index.count == keys.count)
            for probe in keys + probes {
                #expect(index.position(of: probe, storedAt: { keys[$0] }) == oracle[probe], "probe \(probe)")
            }
        }
    }

    @Test("keys whose hashes all collide are still told apart by comparing them")
    func constantHash() {
        let keys = (0..<200).map(ConstantHashKey.init)
        let index = index(of: keys)
        for (position, key) in keys.enumerated() {
            #expect(index.position(of: key, storedAt: { keys[$0] }) == position)
        }
        #expect(index.position(of: ConstantHashKey(value: 200), storedAt: { keys[$0] }) == nil)
        #expect(index.position(of: ConstantHashKey(value: -1), storedAt: { keys[$0] }) == nil)
    }

    @Test("coarse hashes (runs of colliding keys) match a Dictionary")
    func coarseHash() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...200).array(of: 0...80)) { values in
            let keys = values.reduce(into: [CoarseHashKey]()) { result, value in
                if !result.contains(CoarseHashKey(value: value)) { result.append(CoarseHashKey(value: value)) }
            }
            let oracle = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) })
            let index = index(of: keys)
            for probe in (0...210).map(CoarseHashKey.init) {
                #expect(index.position(of: probe, storedAt: { keys[$0] }) == oracle[probe], "probe \(probe.value)")
            }
        }
    }

    @Test("grows past its expected count and stays at most half full")
    func grows() {
        let keys = Array(0..<1_000)
        let index = index(of: keys, expectedCount: 0)
        #expect(index.count == 1_000)
        #expect(index.capacity >= 2 * index.count)
        #expect(index.capacity & (index.capacity - 1) == 0)
        #expect(keys.allSatisfy { index.position(of: $0, storedAt: { keys[$0] }) == $0 })
    }

    @Test("its capacity is the smallest power of two at least twice the expected count")
    func capacity() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...100_000)) { count in
            let capacity = FlatHashIndex.capacity(for: count)
            #expect(capacity & (capacity - 1) == 0)
            #expect(capacity >= 8 && capacity / 2 >= count)
            #expect(capacity == 8 || capacity / 4 < count)
        }
    }

    @Test("an empty index finds nothing")
    func empty() {
        let index = FlatHashIndex(expectedCount: 0)
        #expect(index.count == 0)
        #expect(index.position(of: 42, storedAt: { _ in 42 }) == nil)
    }
}
