import PropertyBased
import StrataList
import Testing
@testable import StrataTerminal

@Suite("ListView as a ListRendering driven by a ListDataSource")
@MainActor
struct ListViewListRenderingTests {
    /// A list bound to a data source of named items, sections titled "S<n>".
    @MainActor
    private struct Fixture {
        let list = ListView()
        let dataSource: ListDataSource<Int, Int, ListView>
        let harness: Harness

        init(rows: Int = 40) {
            dataSource = ListDataSource(renderer: list) { _, _, item in ListRow("item-\(item)") }
            list.bind(to: dataSource) { section in "S\(section)" }
            harness = Harness(list, columns: 30, rows: rows)
        }

        /// What the screen must show for the data source's content: every section's header, then
        /// its rows in order, the selected one marked.
        func expectedScreenLines() -> [String] {
            let snapshot = dataSource.snapshot()
            if snapshot.numberOfSections == 0 { return [" No items"] }
            var lines: [String] = []
            for section in snapshot.sectionIdentifiers {
                lines.append("S\(section)")
                for item in snapshot.itemIdentifiers(inSection: section) ?? [] {
                    let marked = dataSource.indexPath(for: item) == list.selectedIndexPath
                    lines.append("\(marked ? "›" : " ") item-\(item)")
                }
            }
            return lines
        }

        func screenLines() -> [String] {
            harness.app.renderNow()
            let lines = harness.terminal.plainText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            return Array(lines.dropLast().prefix { !$0.isEmpty })
        }
    }

    /// The content one step of a random sequence describes: each number `n` names item `n % 40`
    /// (first occurrence wins) in section `(n / 40) % 4`; sections appear in order of first use.
    private static func sections(from numbers: [Int]) -> [(Int, [Int])] {
        var order: [Int] = []
        var contents: [Int: [Int]] = [:]
        var seen: Set<Int> = []
        for number in numbers where seen.insert(number % 40).inserted {
            let section = (number / 40) % 4
            if contents[section] == nil { order.append(section) }
            contents[section, default: []].append(number % 40)
        }
        return order.map { ($0, contents[$0] ?? []) }
    }

    @Test("binding reads row counts, rows and section titles from the data source")
    func binding() throws {
        let fixture = Fixture(rows: 10)
        try fixture.dataSource.apply(sections: [(0, [1, 2]), (1, [3])])
        #expect(fixture.list.numberOfRows == 3)
        #expect(fixture.screenLines() == ["S0", "› item-1", "  item-2", "S1", "  item-3"])
    }

    @Test("a batch update keeps the selected item selected, across sections too")
    func selectionFollowsItem() throws {
        let fixture = Fixture(rows: 10)
        try fixture.dataSource.apply(sections: [(0, [1, 2, 3]), (1, [4])])
        fixture.list.selectRow(at: ListIndexPath(item: 2, section: 0))
        try fixture.dataSource.apply(sections: [(1, [4, 3]), (0, [5, 1])])
        #expect(fixture.list.selectedIndexPath == ListIndexPath(item: 1, section: 0))
        #expect(fixture.screenLines() == ["S1", "  item-4", "› item-3", "S0", "  item-5", "  item-1"])
    }

    @Test("a list bound after content was applied shows that content, then every update")
    func bindAfterContent() throws {
        let list = ListView()
        let dataSource = ListDataSource<Int, Int, ListView>(renderer: list) { _, _, item in ListRow("item-\(item)") }
        try dataSource.apply(sections: [(0, [1, 2, 3])])
        list.bind(to: dataSource)
        #expect(list.numberOfRows == 3)
        #expect(list.selectedIndexPath == ListIndexPath(item: 0, section: 0))
        try dataSource.apply(sections: [(0, [4, 1, 2, 3])])
        #expect(list.numberOfRows == 4)
        #expect(list.selectedIndexPath == ListIndexPath(item: 1, section: 0))
    }

    @Test("reloadData without animation re-reads everything")
    func reloadWithoutAnimation() throws {
        let fixture = Fixture(rows: 10)
        try fixture.dataSource.apply(sections: [(0, [1, 2])], animatingDifferences: false)
        #expect(fixture.screenLines() == ["S0", "› item-1", "  item-2"])
    }

    /// The row a list selects when its selected row is gone: the row now at the old place, else
    /// the nearest row before it, else the first row after it; `nil` for a list without rows.
    private static func place(of old: ListIndexPath, in counts: [Int]) -> ListIndexPath? {
        guard !counts.isEmpty else { return nil }
        let section = min(old.section, counts.count - 1)
        if counts[section] > 0 { return ListIndexPath(item: min(old.item, counts[section] - 1), section: section) }
        if let before = counts[..<section].lastIndex(where: { $0 > 0 }) {
            return ListIndexPath(item: counts[before] - 1, section: before)
        }
        return counts.indices.dropFirst(section).first { counts[$0] > 0 }.map { ListIndexPath(item: 0, section: $0) }
    }

    @Test(
        "through random snapshot sequences the list shows exactly the data source's rows, in order; the selected item stays selected, or the row at its place; no selection handler runs",
        .tags(.property)
    )
    func randomSnapshotSequences() async {
        let steps = Gen.int(in: 0...159).array(of: 0...30).array(of: 1...5)
        let picks = Gen.int(in: 0...1000).array(of: 5)
        let animations = Gen.bool.array(of: 5)
        await propertyCheck(count: 300, input: steps, picks, animations) { steps, picks, animations in
            let fixture = Fixture()
            var handlerCalls = 0
            fixture.list.selectionDidChange { _ in handlerCalls += 1 }
            for (step, numbers) in steps.enumerated() {
                let before = fixture.dataSource.snapshot()
                let items = before.itemIdentifiers
                let selected = items.isEmpty ? nil : items[picks[step] % items.count]
                if let selected { fixture.list.selectRow(at: fixture.dataSource.indexPath(for: selected)) }
                let oldPlace = fixture.list.selectedIndexPath

                let sections = Self.sections(from: numbers)
                let changeset = try? fixture.dataSource.apply(sections: sections, animatingDifferences: animations[step])
                #expect(changeset != nil)

                let after = fixture.dataSource.snapshot()
                #expect(fixture.list.numberOfRows == after.numberOfItems)
                #expect(fixture.screenLines() == fixture.expectedScreenLines())
                if let selected, let survivor = after.indexPath(for: selected) {
                    #expect(fixture.list.selectedIndexPath == survivor, "item \(selected) from \(before) to \(sections)")
                } else if let oldPlace {
                    let counts = after.sectionIdentifiers.map { after.numberOfItems(inSection: $0) ?? 0 }
                    #expect(fixture.list.selectedIndexPath == Self.place(of: oldPlace, in: counts), "from \(before) to \(sections)")
                }
            }
            #expect(handlerCalls == 0)
        }
    }
}
