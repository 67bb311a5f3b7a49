extension Snapshot {
    /// Adds sections after the existing ones, each with no items.
    /// - Throws: ``SnapshotError/duplicateSection(_:)`` if one is already in the snapshot or occurs
    ///   twice; the snapshot is then unchanged.
    @inlinable
    public mutating func appendSections(_ sections: [Section]) throws(SnapshotError) {
        try insertSections(sections, at: sectionIDs.count)
    }

    /// Inserts sections, each with no items, just before `target`.
    /// - Throws: ``SnapshotError/unknownSection(_:)`` if `target` is not in the snapshot,
    ///   ``SnapshotError/duplicateSection(_:)`` if a new section already is or occurs twice.
    public mutating func insertSections(_ sections: [Section], beforeSection target: Section) throws(SnapshotError) {
        guard let index = sectionOrdinals[target] else { throw .unknownSection(SnapshotError.name(target)) }
        try insertSections(sections, at: index)
    }

    /// Inserts sections, each with no items, just after `target`.
    /// - Throws: ``SnapshotError/unknownSection(_:)`` if `target` is not in the snapshot,
    ///   ``SnapshotError/duplicateSection(_:)`` if a new section already is or occurs twice.
    public mutating func insertSections(_ sections: [Section], afterSection target: Section) throws(SnapshotError) {
        guard let index = sectionOrdinals[target] else { throw .unknownSection(SnapshotError.name(target)) }
        try insertSections(sections, at: index + 1)
    }

    /// Removes sections and all their items.
    /// - Throws: ``SnapshotError/unknownSection(_:)`` if one is not in the snapshot; the snapshot is
    ///   then unchanged.
    public mutating func deleteSections(_ sections: [Section]) throws(SnapshotError) {
        var ordinals: Set<Int> = []
        ordinals.reserveCapacity(sections.count)
        for section in sections {
            guard let ordinal = sectionOrdinals[section] else { throw .unknownSection(SnapshotError.name(section)) }
            ordinals.insert(ordinal)
        }
        guard let first = ordinals.min() else { return }
        for ordinal in ordinals {
            for (position, item) in sectionContents[ordinal].enumerated() {
                itemIndex.remove(tag: ItemLocationIndex.tag(of: item.hashValue), at: ListIndexPath(item: position, section: ordinal))
                reloadedItemIdentifiers.remove(item)
                reconfiguredItemIdentifiers.remove(item)
            }
            sectionOrdinals[sectionIDs[ordinal]] = nil
            reloadedSectionIdentifiers.remove(sectionIDs[ordinal])
        }
        // The kept sections after the first deleted one, with their old and new indices.
        var oldIndices: [Int] = []
        var newIndices: [Int] = []
        for old in first..<sectionIDs.count where !ordinals.contains(old) {
            oldIndices.append(old)
            newIndices.append(first &+ newIndices.count)
        }
        for ordinal in ordinals.sorted(by: >) {
            sectionIDs.remove(at: ordinal)
            sectionContents.remove(at: ordinal)
        }
        for new in first..<sectionIDs.count { sectionOrdinals[sectionIDs[new]] = new }
        renumberSections(from: oldIndices, to: newIndices)
    }

    /// Moves `section`, with its items, to just before `target`.
    /// - Throws: ``SnapshotError/unknownSection(_:)`` if either is not in the snapshot,
    ///   ``SnapshotError/sectionMovedRelativeToItself(_:)`` if they are the same.
    public mutating func moveSection(_ section: Section, beforeSection target: Section) throws(SnapshotError) {
        try moveSection(section, relativeTo: target, after: false)
    }

    /// Moves `section`, with its items, to just after `target`.
    /// - Throws: ``SnapshotError/unknownSection(_:)`` if either is not in the snapshot,
    ///   ``SnapshotError/sectionMovedRelativeToItself(_:)`` if they are the same.
    public mutating func moveSection(_ section: Section, afterSection target: Section) throws(SnapshotError) {
        try moveSection(section, relativeTo: target, after: true)
    }

    private mutating func moveSection(_ section: Section, relativeTo target: Section, after: Bool) throws(SnapshotError) {
        guard let source = sectionOrdinals[section] else { throw .unknownSection(SnapshotError.name(section)) }
        guard var destination = sectionOrdinals[target] else { throw .unknownSection(SnapshotError.name(target)) }
        guard source != destination else { throw .sectionMovedRelativeToItself(SnapshotError.name(section)) }
        let identifier = sectionIDs.remove(at: source)
        let items = sectionContents.remove(at: source)
        if destination > source { destination -= 1 }
        if after { destination += 1 }
        sectionIDs.insert(identifier, at: destination)
        sectionContents.insert(items, at: destination)
        // The sections between the old and the new place shift by one towards the old place.
        let low = min(source, destination)
        let high = max(source, destination)
        let newIndices = Array(low...high)
        let oldIndices = newIndices.map { new in
            new == destination ? source : (destination < source ? new &- 1 : new &+ 1)
        }
        for new in low...high { sectionOrdinals[sectionIDs[new]] = new }
        renumberSections(from: oldIndices, to: newIndices)
    }

    /// Inserts new sections at `index`, after checking that none is already present.
    @inlinable
    mutating func insertSections(_ sections: [Section], at index: Int) throws(SnapshotError) {
        for (offset, section) in sections.enumerated() {
            if let existing = sectionOrdinals.updateValue(index + offset, forKey: section) {
                // Roll back: drop what this call added, restore the entry that was there before.
                let addedBefore = sections[..<offset]
                for added in addedBefore { sectionOrdinals[added] = nil }
                if !addedBefore.contains(section) { sectionOrdinals[section] = existing }
                throw .duplicateSection(SnapshotError.name(section))
            }
        }
        let moved = index..<sectionIDs.count
        sectionIDs.insert(contentsOf: sections, at: index)
        sectionContents.insert(contentsOf: repeatElement([], count: sections.count), at: index)
        for new in moved.lowerBound &+ sections.count..<sectionIDs.count { sectionOrdinals[sectionIDs[new]] = new }
        renumberSections(from: Array(moved), to: moved.map { $0 &+ sections.count })
    }
}
