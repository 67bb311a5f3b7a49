import PropertyBased
import StrataList
import Testing

/// The plain model of a snapshot: sections in order, each with its items in order.
private struct Model: Equatable {
    var sections: [(id: Int, items: [Colliding])] = []

    static func == (lhs: Model, rhs: Model) -> Bool {
        lhs.sections.map(\.id) == rhs.sections.map(\.id) && lhs.sections.map(\.items) == rhs.sections.map(\.items)
    }

    var allItems: [Colliding] { sections.flatMap(\.items) }
    func sectionIndex(of id: Int) -> Int? { sections.firstIndex { $0.id == id } }
    func path(of item: Colliding) -> ListIndexPath? {
        for (section, content) in sections.enumerated() {
            if let position = content.items.firstIndex(of: item) { return ListIndexPath(item: position, section: section) }
        }
        return nil
    }
}

@Suite("Snapshot against a plain model")
struct SnapshotModelTests {
    /// Checks every query of `snapshot` against `model`.
    private static func expectAgrees(_ snapshot: Snapshot<Int, Colliding>, _ model: Model, pool: [Colliding], step: String) {
        #expect(snapshot.sectionIdentifiers == model.sections.map(\.id), "\(step)")
        #expect(snapshot.itemIdentifiers == model.allItems, "\(step)")
        #expect(snapshot.numberOfItems == model.allItems.count, "\(step)")
        for (index, section) in model.sections.enumerated() {
            #expect(snapshot.indexOfSection(section.id) == index, "\(step)")
            #expect(snapshot.itemIdentifiers(inSection: section.id) == section.items, "\(step)")
        }
        for item in pool {
            let path = model.path(of: item)
            #expect(snapshot.indexPath(for: item) == path, "\(step): \(item)")
            #expect(snapshot.contains(item: item) == (path != nil), "\(step): \(item)")
            #expect(snapshot.sectionIdentifier(containingItem: item) == path.map { model.sections[$0.section].id }, "\(step): \(item)")
        }
    }

    @Test("any sequence of edits, failing ones included, leaves the snapshot equal to the model, even when identifiers share hash values",
          arguments: [1, 3, 1_000])
    func randomEditsAgreeWithTheModel(buckets: Int) async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...Int.max)) { seed in
            var random = SplitMix64(seed: UInt64(seed))
            let pool = (0..<24).map { Colliding(id: $0, buckets: buckets) }
            let sectionPool = Array(0..<6)
            var snapshot = Snapshot<Int, Colliding>()
            var model = Model()
            for step in 0..<40 {
                let sectionID = sectionPool.randomElement(using: &random)!
                let otherSection = sectionPool.randomElement(using: &random)!
                let batch = (0..<Int.random(in: 1...4, using: &random)).map { _ in pool.randomElement(using: &random)! }
                let item = pool.randomElement(using: &random)!
                let target = pool.randomElement(using: &random)!
                let before = snapshot
                var expected = model
                var description = ""
                var failed = false
                do {
                    switch Int.random(in: 0..<10, using: &random) {
                    case 0:
                        description = "appendSections([\(sectionID)])"
                        try snapshot.appendSections([sectionID])
                        expected.sections.append((sectionID, []))
                    case 1:
                        description = "insertSections([\(sectionID)], \(otherSection))"
                        try snapshot.insertSections([sectionID], beforeSection: otherSection)
                        expected.sections.insert((sectionID, []), at: expected.sectionIndex(of: otherSection)!)
                    case 2:
                        description = "deleteSections([\(sectionID), \(otherSection)])"
                        try snapshot.deleteSections([sectionID, otherSection])
                        expected.sections.removeAll { $0.id == sectionID || $0.id == otherSection }
                    case 3:
                        description = "moveSection(\(sectionID), after: \(otherSection))"
                        try snapshot.moveSection(sectionID, afterSection: otherSection)
                        let moved = expected.sections.remove(at: expected.sectionIndex(of: sectionID)!)
                        expected.sections.insert(moved, at: expected.sectionIndex(of: otherSection)! + 1)
                    case 4, 5:
                        description = "appendItems(\(batch), \(sectionID))"
                        try snapshot.appendItems(batch, toSection: sectionID)
                        expected.sections[expected.sectionIndex(of: sectionID)!].items.append(contentsOf: batch)
                    case 6:
                        description = "insertItems(\(batch), before: \(target))"
                        try snapshot.insertItems(batch, beforeItem: target)
                        let path = expected.path(of: target)!
                        expected.sections[path.section].items.insert(contentsOf: batch, at: path.item)
                    case 7:
                        description = "deleteItems(\(batch))"
                        try snapshot.deleteItems(batch)
                        for index in expected.sections.indices { expected.sections[index].items.removeAll { batch.contains($0) } }
                    case 8:
                        description = "moveItem(\(item), before: \(target))"
                        try snapshot.moveItem(item, beforeItem: target)
                        let source = expected.path(of: item)!
                        expected.sections[source.section].items.remove(at: source.item)
                        let destination = expected.path(of: target)!
                        expected.sections[destination.section].items.insert(item, at: destination.item)
                    default:
                        description = "moveItem(\(item), after: \(target))"
                        try snapshot.moveItem(item, afterItem: target)
                        let source = expected.path(of: item)!
                        expected.sections[source.section].items.remove(at: source.item)
                        let destination = expected.path(of: target)!
                        expected.sections[destination.section].items.insert(item, at: destination.item + 1)
                    }
                } catch {
                    failed = true
                }
                if failed {
                    // A refused edit changes nothing, and the model agrees it had to be refused.
                    #expect(snapshot == before, "step \(step): \(description) failed but changed the snapshot")
                    #expect(Self.isInvalid(description: description, in: model, batch: batch, item: item, target: target,
                                           section: sectionID, other: otherSection),
                            "step \(step): \(description) was refused though it is valid")
                } else {
                    model = expected
                }
                Self.expectAgrees(snapshot, model, pool: pool, step: "step \(step): \(description)")
            }
        }
    }

    /// Whether the model says the described edit had to fail.
    private static func isInvalid(description: String, in model: Model, batch: [Colliding], item: Colliding, target: Colliding,
                                  section: Int, other: Int) -> Bool {
        let hasSection = model.sectionIndex(of: section) != nil
        let hasOther = model.sectionIndex(of: other) != nil
        let batchHasDuplicates = Set(batch).count != batch.count || batch.contains { model.path(of: $0) != nil }
        switch description.prefix(while: { $0 != "(" }) {
        case "appendSections": return hasSection
        case "insertSections": return hasSection || !hasOther
        case "deleteSections": return !hasSection || !hasOther
        case "moveSection": return !hasSection || !hasOther || section == other
        case "appendItems": return !hasSection || batchHasDuplicates
        case "insertItems": return model.path(of: target) == nil || batchHasDuplicates
        case "deleteItems": return batch.contains { model.path(of: $0) == nil }
        case "moveItem": return model.path(of: item) == nil || model.path(of: target) == nil || item == target
        default: return false
        }
    }

    @Test("a duplicate in a batch is named, first one first, whatever the hash values", arguments: [1, 2, 1_000])
    func firstDuplicateIsNamed(buckets: Int) throws {
        let items = (0..<10).map { Colliding(id: $0, buckets: buckets) }
        var snapshot = try Snapshot<Int, Colliding>(sections: [(0, Array(items[0..<5]))])
        let before = snapshot
        #expect(throws: SnapshotError.duplicateItem("#7")) {
            try snapshot.appendItems([items[6], items[7], items[8], items[7], items[2]], toSection: 0)
        }
        #expect(throws: SnapshotError.duplicateItem("#3")) {
            try snapshot.appendItems([items[6], items[3], items[6]], toSection: 0)
        }
        #expect(throws: SnapshotError.duplicateItem("#9")) {
            try snapshot.insertItems([items[9], items[9]], beforeItem: items[1])
        }
        #expect(throws: SnapshotError.duplicateItem("#0")) {
            try Snapshot<Int, Colliding>(sections: [(0, [items[0], items[1]]), (1, [items[2], items[0]])])
        }
        #expect(snapshot == before)
        #expect(snapshot.numberOfItems == 5)
        for (position, item) in items[0..<5].enumerated() {
            #expect(snapshot.indexPath(for: item) == ListIndexPath(item: position, section: 0))
        }
        #expect(snapshot.indexPath(for: items[6]) == nil)
    }
}
