import StrataList
import Testing

/// A minimal driver: a list of text lines that applies each changeset to the rows it holds, as a
/// terminal list view might, and draws cells through the data source.
@MainActor
final class TextLineList: ListRendering {
    typealias Cell = String
    var read: () -> [[String]] = { [] }
    private(set) var lines: [[String]] = []

    func performBatchUpdates<Section, Item>(_ changeset: ListChangeset<Section, Item>, completion: @escaping @MainActor (Bool) -> Void) {
        lines = read()
        completion(true)
    }

    func reloadData() {
        lines = read()
    }
}

@MainActor
@Suite("ListRendering")
struct ListRenderingTests {
    @Test("a driver reads counts and cells back from the data source after each update")
    func driverReadsBack() throws {
        let list = TextLineList()
        let dataSource = ListDataSource<Int, String, TextLineList>(renderer: list) { _, path, item in "\(path.item + 1). \(item)" }
        list.read = { [unowned dataSource] in
            (0..<dataSource.numberOfSections).map { section in
                (0..<dataSource.numberOfItems(inSection: section)).compactMap {
                    dataSource.cell(at: ListIndexPath(item: $0, section: section))
                }
            }
        }
        try dataSource.apply(sections: [(0, ["Swift", "Rust"])])
        #expect(list.lines == [["1. Swift", "2. Rust"]])
        try dataSource.apply(sections: [(0, ["Rust", "Swift", "Go"])], animatingDifferences: false)
        #expect(list.lines == [["1. Rust", "2. Swift", "3. Go"]])
    }
}
