import StrataList
@testable import StrataTerminal

/// A list's content for tests, identified by place: a number of rows per section, optional
/// section titles, and a count of the rows built (a list builds only the rows it draws).
///
/// A list holds its data source weakly: keep it in the test's suite or fixture.
@MainActor
final class TestRows: ListViewDataSource {
    var counts: [Int]
    var titles: [String?]
    var makeRow: @MainActor (ListIndexPath) -> ListRow
    private(set) var builtRows = 0

    init(
        counts: [Int] = [],
        titles: [String?] = [],
        makeRow: @escaping @MainActor (ListIndexPath) -> ListRow = { ListRow("行 \($0.item)", detail: "#\($0.item)") }
    ) {
        self.counts = counts
        self.titles = titles
        self.makeRow = makeRow
    }

    var numberOfSections: Int { counts.count }

    func numberOfItems(inSection section: Int) -> Int { counts[section] }

    func cell(at indexPath: ListIndexPath) -> ListRow {
        builtRows += 1
        return makeRow(indexPath)
    }

    func title(forSection section: Int) -> String? {
        titles.indices.contains(section) ? titles[section] : nil
    }
}

/// A list's content for tests whose rows have an identity (their text), without a
/// `ListDataSource`: the selection follows a row that moved.
@MainActor
final class NamedRows: ListViewDataSource {
    var sections: [[String]]

    init(_ sections: [[String]]) {
        self.sections = sections
    }

    var numberOfSections: Int { sections.count }

    func numberOfItems(inSection section: Int) -> Int { sections[section].count }

    func cell(at indexPath: ListIndexPath) -> ListRow { ListRow(sections[indexPath.section][indexPath.item]) }

    func itemIdentifier(for indexPath: ListIndexPath) -> String? { sections[indexPath.section][indexPath.item] }

    func indexPath(for itemIdentifier: String) -> ListIndexPath? {
        for (section, items) in sections.enumerated() {
            if let item = items.firstIndex(of: itemIdentifier) { return ListIndexPath(item: item, section: section) }
        }
        return nil
    }
}
