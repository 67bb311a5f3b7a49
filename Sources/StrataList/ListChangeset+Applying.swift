extension ListChangeset {
    /// Applies the changes to `snapshot`, in the order a list view performs a batch update, and
    /// returns the result: for the `old` snapshot the changeset was computed from, exactly `new`
    /// (without reload marks).
    ///
    /// Use it in tests, in drivers that do not batch (they can apply and redraw), or to check that
    /// a changeset fits a snapshot before handing it to a list view.
    /// - Throws: ``SnapshotError/changesetDoesNotFit(_:)`` if an index is out of range or used
    ///   twice (the changeset was computed from another snapshot), or a duplicate-identifier error
    ///   if the result would hold an identifier twice.
    public func apply(to snapshot: Snapshot<Section, Item>) throws(SnapshotError) -> Snapshot<Section, Item> {
        var sections = snapshot.sectionIDs
        var contents = snapshot.sectionContents

        // 1. Remove deleted and moved-out items, keeping the moved ones.
        var removals: [Int: [Int]] = [:]
        for path in itemDeletes { removals[path.section, default: []].append(path.item) }
        for move in itemMoves { removals[move.source.section, default: []].append(move.source.item) }
        var movedItems: [ListIndexPath: Item] = [:]
        for move in itemMoves {
            guard contents.indices.contains(move.source.section),
                contents[move.source.section].indices.contains(move.source.item)
            else { throw .changesetDoesNotFit("item move source \(move.source) is out of range") }
            movedItems[move.source] = contents[move.source.section][move.source.item]
        }
        for (section, positions) in removals {
            guard contents.indices.contains(section) else {
                throw .changesetDoesNotFit("item section \(section) is out of range")
            }
            var removed = [Bool](repeating: false, count: contents[section].count)
            for position in positions {
                guard removed.indices.contains(position) else {
                    throw .changesetDoesNotFit("item \(ListIndexPath(item: position, section: section)) is out of range")
                }
                guard !removed[position] else {
                    throw .changesetDoesNotFit("item \(ListIndexPath(item: position, section: section)) is removed twice")
                }
                removed[position] = true
            }
            var survivors: [Item] = []
            survivors.reserveCapacity(removed.count - positions.count)
            for (position, item) in contents[section].enumerated() where !removed[position] { survivors.append(item) }
            contents[section] = survivors
        }

        // 2. Remove deleted and moved-out sections, keeping the moved ones with their items.
        var removedSections = [Bool](repeating: false, count: sections.count)
        var movedSections: [Int: (Section, [Item])] = [:]
        for index in sectionDeletes + sectionMoves.map(\.source) {
            guard removedSections.indices.contains(index) else {
                throw .changesetDoesNotFit("section \(index) is out of range")
            }
            guard !removedSections[index] else { throw .changesetDoesNotFit("section \(index) is removed twice") }
            removedSections[index] = true
        }
        for move in sectionMoves { movedSections[move.source] = (sections[move.source], contents[move.source]) }
        for index in removedSections.indices.reversed() where removedSections[index] {
            sections.remove(at: index)
            contents.remove(at: index)
        }

        // 3. Insert new and moved-in sections, ascending.
        var sectionArrivals: [(index: Int, section: Section, items: [Item])] = sectionInserts.map {
            ($0.index, $0.section, $0.items)
        }
        for move in sectionMoves {
            guard let (section, items) = movedSections[move.source] else { continue }
            sectionArrivals.append((move.destination, section, items))
        }
        sectionArrivals.sort { $0.index < $1.index }
        for arrival in sectionArrivals {
            guard arrival.index >= 0, arrival.index <= sections.count else {
                throw .changesetDoesNotFit("section insertion at \(arrival.index) is out of range")
            }
            sections.insert(arrival.section, at: arrival.index)
            contents.insert(arrival.items, at: arrival.index)
        }

        // 4. Insert new and moved-in items, ascending, merging each section in one pass.
        var itemArrivals: [Int: [(position: Int, item: Item)]] = [:]
        for insertion in itemInserts {
            itemArrivals[insertion.indexPath.section, default: []].append((insertion.indexPath.item, insertion.item))
        }
        for move in itemMoves {
            guard let item = movedItems[move.source] else { continue }
            itemArrivals[move.destination.section, default: []].append((move.destination.item, item))
        }
        for (section, unsortedArrivals) in itemArrivals {
            guard contents.indices.contains(section) else {
                throw .changesetDoesNotFit("item insertion section \(section) is out of range")
            }
            let arrivals = unsortedArrivals.sorted { $0.position < $1.position }
            let staying = contents[section]
            var merged: [Item] = []
            merged.reserveCapacity(staying.count + arrivals.count)
            var next = 0
            for arrival in arrivals {
                while merged.count < arrival.position, next < staying.count {
                    merged.append(staying[next])
                    next += 1
                }
                guard merged.count == arrival.position else {
                    throw .changesetDoesNotFit(
                        "item insertion at \(ListIndexPath(item: arrival.position, section: section)) is out of range"
                    )
                }
                merged.append(arrival.item)
            }
            merged.append(contentsOf: staying[next...])
            contents[section] = merged
        }

        return try Snapshot(sections: zip(sections, contents))
    }
}
