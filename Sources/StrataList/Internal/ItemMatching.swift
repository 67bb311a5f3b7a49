/// Which old item each new item is: the diff's item-matching state, over flat positions (all items
/// of a snapshot numbered section after section).
///
/// The diff fills it in two passes: ``matchInOrder(oldSection:newSection:oldSections:newItems:comparison:locate:)``
/// walks each kept section pair in order and needs no hashing for the items that kept their order;
/// ``matchLeftovers(oldSections:newSections:oldToNewSection:newToOldSection:comparison:)`` hashes only what that pass left.
/// Only items of sections present in both snapshots are ever matched: an item whose old or new
/// section is deleted or inserted is a delete plus an insert.
@usableFromInline
struct ItemMatching {
    /// A new item that no pass has matched yet.
    @inlinable static var unresolved: Int32 { -1 }
    /// A new item known to have no counterpart in a kept old section: an insert.
    @inlinable static var inserted: Int32 { -2 }

    /// `oldStarts[s]` is the flat position of the first item of old section `s`; the last element
    /// is the number of old items.
    @usableFromInline var oldStarts: ContiguousArray<Int>
    /// `newStarts[s]` is the flat position of the first item of new section `s`; the last element
    /// is the number of new items.
    @usableFromInline var newStarts: ContiguousArray<Int>
    /// For each new item (flat position), the flat position of the same old item, or
    /// ``unresolved`` / ``inserted``.
    ///
    /// 32-bit, as are the diff's other per-item positions (the subsequence pass's buffers): a
    /// diff covers fewer than 2^31 items (checked when the matching is created; 2^31 distinct
    /// identifiers take gigabytes), and half-width arrays halve the memory a large diff touches
    /// (see the Performance article).
    @usableFromInline var sources: ContiguousArray<Int32>
    /// For each old item (flat position), whether a new item of a kept section matched it.
    @usableFromInline var isMatched: ContiguousArray<Bool>
    /// For each new item (flat position), whether its content differs from its old counterpart's,
    /// as the content comparison given to ``init(oldSections:newSections:comparesContent:)`` asks for.
    /// Compared when the items are matched (both are in cache then); empty when no comparison
    /// is made.
    @usableFromInline var contentChanged: ContiguousArray<Bool>
    /// How many new items of kept sections are still ``unresolved``.
    @usableFromInline var unresolvedCount = 0
    /// How many new items have been matched to an old item.
    @usableFromInline var matchedCount = 0
    /// How many new items of kept sections are known to be ``inserted``.
    @usableFromInline var insertedCount = 0

    /// The three arrays a matching pass writes, taken out of `self` for the pass (as locals, the
    /// compiler sees that nothing else can touch them while it walks); ``putBack(_:_:_:)`` returns
    /// them when the pass is over.
    @inlinable
    mutating func takeLinks() -> (ContiguousArray<Int32>, ContiguousArray<Bool>, ContiguousArray<Bool>) {
        defer {
            sources = []
            isMatched = []
            contentChanged = []
        }
        return (sources, isMatched, contentChanged)
    }

    /// Returns the arrays ``takeLinks()`` took out.
    @inlinable
    mutating func putBack(_ sources: ContiguousArray<Int32>, _ isMatched: ContiguousArray<Bool>, _ contentChanged: ContiguousArray<Bool>) {
        self.sources = sources
        self.isMatched = isMatched
        self.contentChanged = contentChanged
    }

    /// Creates the state for diffing items laid out in `oldSections` and `newSections`: nothing
    /// matched yet. `comparesContent` says whether matched items' contents will be compared.
    @inlinable
    init<Item>(oldSections: [[Item]], newSections: [[Item]], comparesContent: Bool) {
        oldStarts = ItemMatching.starts(of: oldSections)
        newStarts = ItemMatching.starts(of: newSections)
        precondition(
            oldStarts[oldStarts.count &- 1] <= ItemMatching.maximumItemCount && newStarts[newStarts.count &- 1] <= ItemMatching.maximumItemCount,
            "a diff covers fewer than 2^31 items in each snapshot"
        )
        sources = ContiguousArray(repeating: ItemMatching.unresolved, count: newStarts[newStarts.count &- 1])
        isMatched = ContiguousArray(repeating: false, count: oldStarts[oldStarts.count &- 1])
        contentChanged = comparesContent ? ContiguousArray(repeating: false, count: sources.count) : []
    }

    /// Matches the items of the sections kept in both snapshots: in order first, then the
    /// leftovers. `oldToNewSection[s]` is the new index of old section `s` (or -1 if it is
    /// deleted), `newToOldSection` the converse.
    @inlinable
    init<Section, Item, Comparison: ItemContentComparison<Item>>(
        from old: Snapshot<Section, Item>,
        to new: Snapshot<Section, Item>,
        oldToNewSection: ContiguousArray<Int>,
        newToOldSection: ContiguousArray<Int>,
        comparison: Comparison
    ) {
        self.init(oldSections: old.sectionContents, newSections: new.sectionContents, comparesContent: comparison.comparesContent)
        let oldStarts = self.oldStarts
        for newSection in newToOldSection.indices {
            let oldSection = newToOldSection[newSection]
            guard oldSection >= 0 else { continue }
            matchInOrder(
                oldSection: oldSection,
                newSection: newSection,
                oldSections: old.sectionContents,
                newItems: new.sectionContents[newSection],
                comparison: comparison
            ) { item in
                guard let location = old.location(of: item), oldToNewSection[location.section] >= 0 else { return nil }
                return oldStarts[location.section] &+ location.item
            }
        }
        matchLeftovers(
            oldSections: old.sectionContents,
            newSections: new.sectionContents,
            oldToNewSection: oldToNewSection,
            newToOldSection: newToOldSection,
            comparison: comparison
        )
    }

    /// The most items a snapshot may have for the diff: flat positions are stored in 32 bits,
    /// with negative values kept for ``unresolved`` and ``inserted``.
    @inlinable static var maximumItemCount: Int { Int(Int32.max) }

    /// `flat`, a flat position below ``maximumItemCount``, as it is stored in ``sources``.
    @inlinable
    static func stored(_ flat: Int) -> Int32 {
        Int32(truncatingIfNeeded: flat)
    }

    /// The flat position of each section's first item, followed by the total number of items.
    @inlinable
    static func starts<Item>(of sections: [[Item]]) -> ContiguousArray<Int> {
        var starts = ContiguousArray<Int>()
        starts.reserveCapacity(sections.count &+ 1)
        var total = 0
        for items in sections {
            starts.append(total)
            total &+= items.count
        }
        starts.append(total)
        return starts
    }

    /// For new section `newSection`, kept from old section `oldSection` (`newToOldSection`, -1
    /// for an inserted section): the flat position of its first new item, and the flat range
    /// `oldStart..<oldEnd` of its old items; `nil` for an inserted section.
    @inlinable
    func keptPair(
        _ newSection: Int,
        newToOldSection: ContiguousArray<Int>
    ) -> (oldSection: Int, newStart: Int, oldStart: Int, oldEnd: Int)? {
        let oldSection = newToOldSection[newSection]
        guard oldSection >= 0 else { return nil }
        return (oldSection, newStarts[newSection], oldStarts[oldSection], oldStarts[oldSection &+ 1])
    }

    /// The old item at flat position `flat`.
    @inlinable
    func oldItem<Item>(atFlatPosition flat: Int, in oldSections: [[Item]]) -> Item {
        ItemMatching.item(atFlatPosition: flat, in: oldSections, starts: oldStarts)
    }

    /// The old index path of the old item at flat position `flat`.
    @inlinable
    func oldIndexPath(ofFlatPosition flat: Int) -> ListIndexPath {
        ItemMatching.indexPath(ofFlatPosition: flat, starts: oldStarts)
    }

    /// The item at flat position `flat` of `sections`, whose flat starts are `starts`.
    @inlinable
    static func item<Item>(atFlatPosition flat: Int, in sections: [[Item]], starts: ContiguousArray<Int>) -> Item {
        let path = indexPath(ofFlatPosition: flat, starts: starts)
        return sections[path.section][path.item]
    }

    /// The index path of flat position `flat` in sections whose flat starts are `starts`.
    @inlinable
    static func indexPath(ofFlatPosition flat: Int, starts: ContiguousArray<Int>) -> ListIndexPath {
        // The last section starting at or before `flat` (sections may be empty).
        var low = 0
        var high = starts.count &- 1
        while high &- low > 1 {
            let middle = (low &+ high) &>> 1
            if starts[middle] <= flat { low = middle } else { high = middle }
        }
        return ListIndexPath(item: flat &- starts[low], section: low)
    }
}
