/// A small hash index from elements to their positions in storage the caller owns: open
/// addressing with linear probing over one contiguous array of (hash tag, position) slots, a
/// power-of-two capacity, and never more than half full.
///
/// The diff builds one over the old items that in-order matching left over (typically a few
/// tenths of the list) and probes it with the leftover new items. Unlike the snapshot's own
/// index (``ItemLocationIndex``, 12-byte slots over every item), it holds only those items, in
/// `2 × Stored` bytes per slot (8 with `UInt32`), so it stays in the processor's cache where a
/// lookup in the snapshot's own index would miss it. It does not store elements: on an equal
/// hash tag it asks the caller whether the element at that position is the one sought, so hash
/// collisions are always resolved by comparing elements.
///
/// `Stored` is the width of a slot's fields: `UInt32` when every position is below
/// `UInt32.max` (the diff's case for any list that fits in memory), `UInt` otherwise. The slot
/// index comes from the low bits of the hash value and the tag from the rest of it, so with
/// `UInt32` a tag and a slot index together still use 32 + log2(capacity) bits of the hash.
///
/// It is built once, from a batch of positions and their elements' hash values, and never changes.
/// Positions must be non-negative and below `Stored.max`. Two equal elements make two entries;
/// the diff never has any (identifiers are unique within a snapshot).
@usableFromInline
struct FlatHashIndex<Stored: FixedWidthInteger & UnsignedInteger> {
    /// One slot of the table: a tag taken from the hash value of the element stored at
    /// `position`, or an empty slot when `position` is `Stored.max`.
    @usableFromInline
    struct Slot {
        @usableFromInline var tag: Stored
        @usableFromInline var position: Stored

        @inlinable
        init(tag: Stored, position: Stored) {
            self.tag = tag
            self.position = position
        }

        /// A slot that holds nothing.
        @inlinable
        static var empty: Slot { Slot(tag: 0, position: .max) }
    }

    /// The slots; their count is a power of two.
    @usableFromInline let slots: ContiguousArray<Slot>
    /// `slots.count - 1`: masks a hash value into a slot index.
    @usableFromInline let mask: Int
    /// How many positions the index holds.
    @usableFromInline let count: Int

    /// Creates an index of each `positions[k]` under `hashValues[k]` (both arrays have the same
    /// count), sized to be at most half full. Computing the hash values in a batch first, as the
    /// diff does, lets the table's cache misses overlap while it is filled.
    @inlinable
    init(positions: ContiguousArray<Int>, hashValues: ContiguousArray<Int>) {
        precondition(positions.count == hashValues.count, "one hash value per position")
        let capacity = FlatHashIndex.capacity(for: positions.count)
        let mask = capacity &- 1
        var slots = ContiguousArray(repeating: Slot.empty, count: capacity)
        for entry in positions.indices {
            let position = positions[entry]
            precondition(position >= 0 && UInt64(position) < UInt64(Stored.max), "position out of the index's range")
            let hashValue = hashValues[entry]
            var slot = hashValue & mask
            while slots[slot].position != .max { slot = (slot &+ 1) & mask }
            slots[slot] = Slot(tag: FlatHashIndex.tag(of: hashValue), position: Stored(truncatingIfNeeded: position))
        }
        self.slots = slots
        self.mask = mask
        self.count = positions.count
    }

    /// Creates an index of `elements`, each stored at its offset in the collection.
    @inlinable
    init<Elements: Collection>(offsetsOf elements: Elements) where Elements.Element: Hashable {
        self.init(
            positions: ContiguousArray(0..<elements.count),
            hashValues: ContiguousArray(elements.lazy.map(\.hashValue))
        )
    }

    /// The smallest power of two (at least 8) that keeps `count` entries at most half full.
    @inlinable
    static func capacity(for count: Int) -> Int {
        var capacity = 8
        while capacity / 2 < count { capacity &<<= 1 }
        return capacity
    }

    /// Whether every position below `count` can be stored.
    @inlinable
    static func canStore(positionsBelow count: Int) -> Bool {
        UInt64(Swift.max(count, 0)) < UInt64(Stored.max)
    }

    /// How many slots the table has (a power of two, at least twice ``count``).
    @inlinable
    var capacity: Int { slots.count }

    /// The tag stored for `hashValue`: its bits rotated by half a word, so that a narrow tag holds
    /// the high bits, which the slot index does not use.
    @inlinable
    static func tag(of hashValue: Int) -> Stored {
        let bits = UInt(bitPattern: hashValue)
        let halfWord = UInt.bitWidth / 2
        return Stored(truncatingIfNeeded: (bits &>> halfWord) | (bits &<< halfWord))
    }

    /// The position of `element`, or `nil` if the index does not hold it. `elementAt` returns the
    /// element stored at a position; it is called only for entries whose hash tag equals
    /// `element`'s, to tell a real match from a hash collision.
    @inlinable
    func position<Element: Hashable>(of element: Element, storedAt elementAt: (Int) -> Element) -> Int? {
        position(hashValue: element.hashValue) { elementAt($0) == element }
    }

    /// The position of the first entry whose hash tag is `hashValue`'s and for which `isMatch`
    /// holds, or `nil` if there is none.
    @inlinable
    func position(hashValue: Int, where isMatch: (Int) -> Bool) -> Int? {
        let mask = self.mask
        let tag = FlatHashIndex.tag(of: hashValue)
        // The table is never more than half full, so probing always reaches an empty slot.
        var slot = hashValue & mask
        while true {
            let entry = slots[slot]
            if entry.position == .max { return nil }
            if entry.tag == tag && isMatch(Int(entry.position)) { return Int(entry.position) }
            slot = (slot &+ 1) & mask
        }
    }
}
