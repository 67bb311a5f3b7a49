import GitHubBrowserDomain
import GitHubBrowserNavigation
@testable import GitHubBrowserPresentation
@testable import GitHubBrowserTerminalUI
import GitHubBrowserTerminalViews
import GitHubBrowserTestSupport
import GitHubBrowserVocabulary
import StrataTerminal
import Testing

@MainActor
@Suite("Item list data source, for repository rows")
struct ItemListDataSourceTests {
    let listView = ListView()

    private func rows(_ repositories: [Repository], favourites: Set<RepositoryID> = []) -> [RepositoryRow] {
        repositories.map { RepositoryRow(repository: $0, isFavourite: favourites.contains($0.id)) }
    }

    @Test("shows the rows it is given, once each")
    func update() throws {
        let dataSource = ItemListDataSource<RepositoryRow>(listView: listView)
        dataSource.update(newItems: rows([SampleRepositories.nio, SampleRepositories.grdb, SampleRepositories.nio]))
        #expect(dataSource.items.map(\.id) == [SampleRepositories.nio.id, SampleRepositories.grdb.id])
        #expect(listView.numberOfRows == 2)
        let first = try #require(listView.selectedIndexPath)
        #expect(listView.dataSource?.cell(at: first).text.hasPrefix("☆ apple/swift-nio") == true)
    }

    @Test("a changed favourite mark is drawn without losing the highlighted repository")
    func keepsHighlight() {
        let dataSource = ItemListDataSource<RepositoryRow>(listView: listView)
        dataSource.update(newItems: rows(SampleRepositories.all))
        _ = listView.handle(key: .down)
        #expect(dataSource.highlightedIndex == 1)
        dataSource.update(newItems: rows(SampleRepositories.all, favourites: [SampleRepositories.argumentParser.id]))
        #expect(dataSource.highlightedIndex == 1)
        #expect(dataSource.items[1].isFavourite)
    }

    @Test("Enter reports the highlighted row's index; moving reports highlights")
    func events() {
        let dataSource = ItemListDataSource<RepositoryRow>(listView: listView)
        var selected: [Int] = []
        var highlighted: [Int] = []
        dataSource.didSelectRow { selected.append($0) }
        dataSource.didHighlightRow { highlighted.append($0) }
        dataSource.update(newItems: rows(SampleRepositories.all))
        _ = listView.handle(key: .down)
        _ = listView.handle(key: .down)
        _ = listView.handle(key: .enter)
        #expect(selected == [2])
        #expect(highlighted.suffix(2) == [1, 2])
    }

    @Test("showing items never reports a highlight, even when the highlighted row moves or goes; the user's move does")
    func showingIsSilent() {
        let dataSource = ItemListDataSource<RepositoryRow>(listView: listView)
        var highlighted: [Int] = []
        dataSource.didHighlightRow { highlighted.append($0) }
        dataSource.update(newItems: rows(SampleRepositories.all))
        _ = listView.handle(key: .down)
        #expect(highlighted == [1])
        let highlightedRow = dataSource.items[1]
        dataSource.update(newItems: rows(Array(SampleRepositories.all.reversed())))
        #expect(dataSource.items[dataSource.highlightedIndex ?? -1] == highlightedRow, "the highlight follows its repository")
        dataSource.update(newItems: rows(Array(SampleRepositories.all.prefix(1))))
        dataSource.update(newItems: [])
        #expect(highlighted == [1])
    }

    @Test("item(at:) answers nil for a stale index")
    func staleIndex() {
        let dataSource = ItemListDataSource<RepositoryRow>(listView: listView)
        dataSource.update(newItems: rows([SampleRepositories.nio]))
        #expect(dataSource.item(at: 0)?.id == SampleRepositories.nio.id)
        #expect(dataSource.item(at: 1) == nil)
        #expect(dataSource.item(at: -1) == nil)
    }
}
