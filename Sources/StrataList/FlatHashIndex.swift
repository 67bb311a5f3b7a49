/// A small hash index from elements to their positions in storage the caller owns: open
/// addressing with linear probing over one contiguous array of (hash value, position) slots, a
/// power-of-two capacity, and never more than half full.
///
/// The diff builds one over the old items that in-order matching left over (typically a few
/// tenths of the list) and probes it with the leftover new items. Unlike a `Dictionary` over the
/// whole snapshot, it holds only those items and 16 bytes per slot, so it stays in the processor's
/// cache where a lookup in the snapshot's own index would miss it. It does not store elements:
/// on an equal hash value it asks the caller whether the element at that position is the one
/// sought, so hash collisions are always resolved by comparing elements.
///
/// Positions must be non-negative. Inserting an element equal to one already present adds a
/// second entry; the diff never does (identifiers are unique within a snapshot).
@usableFromInline
struct FlatHashIndex {
    /// One slot of the table: the hash value of the element stored at `position`, or an empty
    /// slot when `position` is negative.
    @usableFromInline
    struct Slot {
        @usableFromInline var hashValue: Int
        @usableFromInline var position: Int

        @inlinable
        init(hashValue: Int, position: Int) {
            self.hashValue = hashValue
            self.position = position
        }

        /// A slot that holds nothing.
        @inlinable
        static var empty: Slot { Slot(hashValue: 0, position: -1) }
    }

    /// The slots; their count is a power of two.
    @usableFromInline var slots: ContiguousArray<Slot>
    /// `slots.count - 1`: masks a hash value into a slot index.
    @usableFromInline var mask: Int
    /// How many positions the index holds.
    @usableFromInline var count: Int = 0

    /// Creates an empty index with room for `expectedCount` positions before it has to grow.
    @inlinable
    init(expectedCount: Int) {
        let capacity = FlatHashIndex.capacity(for: expectedCount)
        slots = ContiguousArray(repeating: .empty, count: capacity)
        mask = capacity &- 1
    }

    /// The smallest power of two (at least 8) that keeps `count` entries at most half full.
    @inlinable
    static func capacity(for count: Int) -> Int {
        var capacity = 8
        while capacity / 2 < count { capacity &<<= 1 }
        return capacity
    }

    /// How many slots the table has (a power of two, at least twice ``count``).
    @inlinable
    var capacity: Int { slots.count }

    /// Records that `element` is stored at `position` (non-negative).
    @inlinable
    mutating func insert<Element: Hashable>(_ element: Element, at position: Int) {
        insert(position: position, hashValue: element.hashValue)
    }

    /// Records `position` under `hashValue`, growing the table first if it would become more than
    /// half full.
    @inlinable
    mutating func insert(position: Int, hashValue: Int) {
        precondition(position >= 0, "FlatHashIndex positions are non-negative")
        if count &+ 1 > slots.count / 2 { grow() }
        let mask = self.mask
        slots.withUnsafeMutableBufferPointer { slots in
            var slot = hashValue & mask
            while slots[slot].position >= 0 { slot = (slot &+ 1) & mask }
            slots[slot] = Slot(hashValue: hashValue, position: position)
        }
        count &+= 1
    }

    /// Records each `positions[k]` under `hashValues[k]` (both arrays have the same count),
    /// growing the table once beforehand if needed. Faster than inserting one by one when the
    /// hash values were computed in a batch.
    @inlinable
    mutating func insert(positions: ContiguousArray<Int>, hashValues: ContiguousArray<Int>) {
        precondition(positions.count == hashValues.count, "one hash value per position")
        while count &+ positions.count > slots.count / 2 { grow() }
        let mask = self.mask
        slots.withUnsafeMutableBufferPointer { slots in
            for entry in positions.indices {
                let position = positions[entry]
                precondition(position >= 0, "FlatHashIndex positions are non-negative")
                let hashValue = hashValues[entry]
                var slot = hashValue & mask
                while slots[slot].position >= 0 { slot = (slot &+ 1) & mask }
                slots[slot] = Slot(hashValue: hashValue, position: position)
            }
        }
        count &+= positions.count
    }

    /// The position of `element`, or `nil` if the index does not hold it. `elementAt` returns the
    /// element stored at a position; it is called only for entries whose hash value equals
    /// `element`'s, to tell a real match from a hash collision.
    @inlinable
    func position<Element: Hashable>(of element: Element, storedAt elementAt: (Int) -> Element) -> Int? {
        position(hashValue: element.hashValue) { elementAt($0) == element }
    }

    /// The position of the first entry whose hash value is `hashValue` and for which `isMatch`
    /// holds, or `nil` if there is none.
    @inlinable
    func position(hashValue: Int, where isMatch: (Int) -> Bool) -> Int? {
        let mask = self.mask
        return slots.withUnsafeBufferPointer { slots in
            // The table is never more than half full, so probing always reaches an empty slot.
            var slot = hashValue & mask
            while true {
                let entry = slots[slot]
                if entry.position < 0 { return nil }
                if entry.hashValue == hashValue && isMatch(entry.position) { return entry.position }
                slot = (slot &+ 1) & mask
            }
        }
    }

    /// Doubles the capacity and re-inserts every entry.
    @inlinable
    mutating func grow() {
        let old = slots
        slots = ContiguousArray(repeating: .empty, count: old.count &* 2)
        mask = slots.count &- 1
        count = 0
        for entry in old where entry.position >= 0 {
            insert(position: entry.position, hashValue: entry.hashValue)
        }
    }
}
