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
    /// `values` without repeats, in first-seen order.
    func distinct<Value: Hashable>(_ values: [Value]) -> [Value] {
        var seen = Set<Value>()
        return values.filter { seen.insert($0).inserted }
    }

    /// Checks an index of `keys` (each at its offset) against a Dictionary, for `probes`.
    func expectMatchesDictionary<Key: Hashable, Stored>(_ index: FlatHashIndex<Stored>, keys: [Key], probes: [Key]) {
        let oracle = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) })
        #expect(index.count == keys.count)
        #expect(index.capacity >= 2 * keys.count)
        for probe in keys + probes {
            #expect(index.position(of: probe, storedAt: { keys[$0] }) == oracle[probe], "probe \(probe)")
        }
    }

    @Test("finds exactly what a Dictionary finds, for present and absent keys, with 32-bit and full-word slots")
    func matchesDictionary() async {
        await propertyCheck(count: 500, input: Gen.int(in: 0...400).array(of: 0...120), Gen.int(in: 0...400).array(of: 0...60)) {
            values, probes in
            let keys = distinct(values)
            expectMatchesDictionary(FlatHashIndex<UInt32>(offsetsOf: keys), keys: keys, probes: probes)
            expectMatchesDictionary(FlatHashIndex<UInt>(offsetsOf: keys), keys: keys, probes: probes)
        }
    }

    @Test("keys whose hashes all collide are still told apart by comparing them")
    func constantHash() {
        let keys = (0..<200).map(ConstantHashKey.init)
        let probes = [ConstantHashKey(value: 200), ConstantHashKey(value: -1)]
        expectMatchesDictionary(FlatHashIndex<UInt32>(offsetsOf: keys), keys: keys, probes: probes)
        expectMatchesDictionary(FlatHashIndex<UInt>(offsetsOf: keys), keys: keys, probes: probes)
    }

    @Test("coarse hashes (runs of colliding keys) match a Dictionary")
    func coarseHash() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...200).array(of: 0...80)) { values in
            let keys = distinct(values.map(CoarseHashKey.init))
            expectMatchesDictionary(FlatHashIndex<UInt32>(offsetsOf: keys), keys: keys, probes: (0...210).map(CoarseHashKey.init))
        }
    }

    @Test("entries whose hash values share a slot but differ in their tags are told apart without comparing elements")
    func sameSlotDifferentTags() {
        // Hash values equal in their low 32 bits land in the same slot; their tags differ.
        let hashValues: ContiguousArray<Int> = [5, 5 | (1 << 40), 5 | (2 << 40)]
        let index = FlatHashIndex<UInt32>(positions: [0, 1, 2], hashValues: hashValues)
        for (position, hashValue) in hashValues.enumerated() {
            var compared: [Int] = []
            let found = index.position(hashValue: hashValue) { candidate in
                compared.append(candidate)
                return true
            }
            #expect(found == position)
            #expect(compared == [position])
        }
        #expect(index.position(hashValue: 5 | (3 << 40)) { _ in true } == nil)
    }

    @Test("holds thousands of entries, at most half full, with a power-of-two capacity")
    func large() {
        let keys = Array(0..<5_000)
        let index = FlatHashIndex<UInt32>(offsetsOf: keys)
        #expect(index.count == 5_000)
        #expect(index.capacity == 16_384)
        #expect(keys.allSatisfy { index.position(of: $0, storedAt: { keys[$0] }) == $0 })
    }

    @Test("its capacity is the smallest power of two at least twice the count")
    func capacity() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...100_000)) { count in
            let capacity = FlatHashIndex<UInt32>.capacity(for: count)
            #expect(capacity & (capacity - 1) == 0)
            #expect(capacity >= 8 && capacity / 2 >= count)
            #expect(capacity == 8 || capacity / 4 < count)
        }
    }

    @Test("32-bit slots store positions below UInt32.max; full-word slots store any list's")
    func storableRange() {
        #expect(FlatHashIndex<UInt32>.canStore(positionsBelow: 1_000_000))
        #expect(FlatHashIndex<UInt32>.canStore(positionsBelow: Int(UInt32.max) - 1))
        #expect(!FlatHashIndex<UInt32>.canStore(positionsBelow: Int(UInt32.max) + 1))
        #expect(FlatHashIndex<UInt>.canStore(positionsBelow: Int.max))
    }

    @Test("an empty index finds nothing")
    func empty() {
        let index = FlatHashIndex<UInt32>(offsetsOf: [Int]())
        #expect(index.count == 0)
        #expect(index.position(of: 42, storedAt: { _ in 42 }) == nil)
    }
}
