/// A snapshot's index from item identifiers to their index paths: open addressing with linear
/// probing over one contiguous array of 12-byte slots (a 32-bit hash tag, a section and an item
/// position), a power-of-two capacity, never more than half full, and backward-shift deletion (no
/// tombstones).
///
/// It replaces a `[Item: ListIndexPath]` dictionary, which stored a copy of every identifier next
/// to a 16-byte index path. The slots hold no identifiers: on an equal hash tag the index compares
/// the identifier stored at the slot's position in the snapshot's own item arrays, so hash
/// collisions are always resolved by comparing identifiers. Building a snapshot therefore writes a
/// quarter to a half of the bytes the dictionary wrote, and each identifier is hashed once.
///
/// The tag is the low 32 bits of the identifier's hash value, and an entry's home slot is its tag
/// masked to the capacity, so the table can grow and delete without hashing any identifier again.
///
/// Positions are stored in 32 bits: a snapshot holds fewer than `UInt32.max - 1` sections and
/// fewer than `UInt32.max` items in a section. (An array of that many distinct identifiers would
/// not fit in memory on any device a list is shown on.)
///
/// Every method that takes the snapshot's sections expects them to agree with the index: each
/// entry's position holds the identifier the entry was made for. Methods that change positions
/// (``renumber(_:)``) find the entries by their old positions before writing any new one, so they
/// never confuse an entry already moved with one still to move.
@usableFromInline
struct ItemLocationIndex: Sendable {
    /// One slot: the tag of the hash value of the item at (`section`, `item`), or an empty slot
    /// when `section` is ``ItemLocationIndex/emptySection``.
    @usableFromInline
    struct Slot: Sendable {
        @usableFromInline var tag: UInt32
        @usableFromInline var section: UInt32
        @usableFromInline var item: UInt32

        @inlinable
        init(tag: UInt32, section: UInt32, item: UInt32) {
            self.tag = tag
            self.section = section
            self.item = item
        }

        /// A slot that holds nothing.
        @inlinable
        static var empty: Slot { Slot(tag: 0, section: ItemLocationIndex.emptySection, item: 0) }

        /// The index path the slot stores.
        @inlinable
        var path: ListIndexPath { ListIndexPath(item: Int(item), section: Int(section)) }
    }

    /// The `section` of an empty slot.
    @inlinable
    static var emptySection: UInt32 { .max }

    /// The slots; their count is zero or a power of two at least twice ``count``.
    @usableFromInline var slots: ContiguousArray<Slot> = []
    /// `slots.count - 1`: masks a tag into a slot index.
    @usableFromInline var mask = 0
    /// How many items the index holds.
    @usableFromInline var count = 0

    /// An empty index, which allocates nothing.
    @inlinable
    init() {}

    /// The tag of `hashValue`: its low 32 bits, whose low bits (masked) are also the home slot.
    @inlinable
    static func tag(of hashValue: Int) -> UInt32 {
        UInt32(truncatingIfNeeded: hashValue)
    }

    /// The slot for `path` with `tag`, checking that it fits in 32 bits.
    @inlinable
    static func slot(tag: UInt32, at path: ListIndexPath) -> Slot {
        precondition(
            path.section >= 0 && UInt64(path.section) < UInt64(emptySection) && path.item >= 0 && UInt64(path.item) <= UInt64(UInt32.max),
            "a snapshot holds fewer than 2^32 - 1 sections and 2^32 items per section"
        )
        return Slot(tag: tag, section: UInt32(truncatingIfNeeded: path.section), item: UInt32(truncatingIfNeeded: path.item))
    }

    /// Makes room for `total` entries without growing again.
    @inlinable
    mutating func reserveCapacity(_ total: Int) {
        guard total > slots.count / 2 else { return }
        var capacity = Swift.max(8, slots.count)
        while capacity / 2 < total { capacity &<<= 1 }
        var grown = ContiguousArray(repeating: Slot.empty, count: capacity)
        let newMask = capacity &- 1
        for entry in slots where entry.section != ItemLocationIndex.emptySection {
            var slot = Int(entry.tag) & newMask
            while grown[slot].section != ItemLocationIndex.emptySection { slot = (slot &+ 1) & newMask }
            grown[slot] = entry
        }
        slots = grown
        mask = newMask
    }

    /// The slot index of the entry whose tag is `tag` and for which `isMatch` holds, or `nil`.
    @inlinable
    func slotIndex(tag: UInt32, where isMatch: (Slot) -> Bool) -> Int? {
        guard count > 0 else { return nil }
        // The table is never more than half full, so probing always reaches an empty slot.
        var slot = Int(tag) & mask
        while true {
            let entry = slots[slot]
            if entry.section == ItemLocationIndex.emptySection { return nil }
            if entry.tag == tag && isMatch(entry) { return slot }
            slot = (slot &+ 1) & mask
        }
    }

    /// The slot index of `item`, which `sections` hold at the positions the index stores.
    @inlinable
    func slotIndex<Item: Hashable>(of item: Item, hashValue: Int, in sections: [[Item]]) -> Int? {
        slotIndex(tag: ItemLocationIndex.tag(of: hashValue)) { sections[Int($0.section)][Int($0.item)] == item }
    }

    /// Where `item` is, or `nil` if the index does not hold it.
    @inlinable
    func location<Item: Hashable>(of item: Item, in sections: [[Item]]) -> ListIndexPath? {
        guard count > 0 else { return nil }
        return slotIndex(of: item, hashValue: item.hashValue, in: sections).map { slots[$0].path }
    }

    /// Adds an entry for an item known not to be in the index yet.
    @inlinable
    mutating func insertNew(hashValue: Int, at path: ListIndexPath) {
        reserveCapacity(count &+ 1)
        let entry = ItemLocationIndex.slot(tag: ItemLocationIndex.tag(of: hashValue), at: path)
        var slot = Int(entry.tag) & mask
        while slots[slot].section != ItemLocationIndex.emptySection { slot = (slot &+ 1) & mask }
        slots[slot] = entry
        count &+= 1
    }

    /// Adds entries for `items`, appended to section `section` from position `start` (the end of
    /// that section in `sections`, which do not hold them yet). Returns `nil` when all were added;
    /// otherwise the offset in `items` of the first one that the index or `items` already held,
    /// with nothing added.
    @inlinable
    mutating func insertAppended<Item: Hashable & Sendable>(_ items: [Item], toSection section: Int, at start: Int, in sections: [[Item]]) -> Int? {
        reserveCapacity(count &+ items.count)
        // Which identifier a slot's position holds: the appended items are not in `sections` yet.
        let sectionTag = UInt32(truncatingIfNeeded: section)
        let firstAppended = UInt32(truncatingIfNeeded: start)
        // Hash everything first, then insert in one tight loop: the table's cache misses overlap
        // instead of each waiting behind a hash computation.
        let tags = ContiguousArray(items.lazy.map { ItemLocationIndex.tag(of: $0.hashValue) })
        for offset in items.indices {
            let item = items[offset]
            let entry = ItemLocationIndex.slot(tag: tags[offset], at: ListIndexPath(item: start &+ offset, section: section))
            var slot = Int(entry.tag) & mask
            while true {
                let occupant = slots[slot]
                if occupant.section == ItemLocationIndex.emptySection { break }
                if occupant.tag == entry.tag {
                    let stored =
                        occupant.section == sectionTag && occupant.item >= firstAppended
                        ? items[Int(occupant.item &- firstAppended)]
                        : sections[Int(occupant.section)][Int(occupant.item)]
                    if stored == item {
                        // Roll back: remove what this call added, found by position.
                        for added in 0..<offset {
                            let path = ListIndexPath(item: start &+ added, section: section)
                            remove(tag: tags[added], at: path)
                        }
                        return offset
                    }
                }
                slot = (slot &+ 1) & mask
            }
            slots[slot] = entry
            count &+= 1
        }
        return nil
    }

    /// Removes the entry with `tag` stored at `path`; does nothing if there is none.
    @inlinable
    mutating func remove(tag: UInt32, at path: ListIndexPath) {
        let section = UInt32(truncatingIfNeeded: path.section)
        let item = UInt32(truncatingIfNeeded: path.item)
        guard let slot = slotIndex(tag: tag, where: { $0.section == section && $0.item == item }) else { return }
        removeSlot(slot)
    }

    /// Empties `slot` and shifts back the entries after it that probing would no longer reach.
    @inlinable
    mutating func removeSlot(_ slot: Int) {
        var hole = slot
        var next = slot
        while true {
            next = (next &+ 1) & mask
            let entry = slots[next]
            if entry.section == ItemLocationIndex.emptySection { break }
            let home = Int(entry.tag) & mask
            // The entry may fill the hole unless its home lies cyclically in (hole, next].
            let staysReachable = hole <= next ? (hole < home && home <= next) : (hole < home || home <= next)
            if !staysReachable {
                slots[hole] = entry
                hole = next
            }
        }
        slots[hole] = .empty
        count &-= 1
    }

    /// Changes the stored positions of entries: each `(hashValue, from, to)` moves the entry of the
    /// item with that hash value from `from` to `to`. Every entry is found at its old position before
    /// any new position is written, so the moves may overlap (an item may move to where another
    /// one was). Moves of items the index does not hold at `from` are ignored.
    @inlinable
    mutating func renumber(_ moves: some Sequence<(hashValue: Int, from: ListIndexPath, to: ListIndexPath)>) {
        var found: [(slot: Int, to: ListIndexPath)] = []
        found.reserveCapacity(moves.underestimatedCount)
        for move in moves where move.from != move.to {
            let section = UInt32(truncatingIfNeeded: move.from.section)
            let item = UInt32(truncatingIfNeeded: move.from.item)
            if let slot = slotIndex(tag: ItemLocationIndex.tag(of: move.hashValue), where: { $0.section == section && $0.item == item }) {
                found.append((slot, move.to))
            }
        }
        for (slot, to) in found {
            slots[slot] = ItemLocationIndex.slot(tag: slots[slot].tag, at: to)
        }
    }
}
