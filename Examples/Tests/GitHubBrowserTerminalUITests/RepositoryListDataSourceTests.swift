import GitHubBrowserDomain
import StrataTerminal
import Testing
@testable import GitHubBrowserPresentation
@testable import GitHubBrowserTerminalUI
import GitHubBrowserTestSupport

@MainActor
@Suite("Repository list data source")
struct RepositoryListDataSourceTests {
    let listView = ListView()

    private func rows(_ repositories: [Repository], favourites: Set<RepositoryID> = []) -> [RepositoryRow] {
        repositories.map { RepositoryRow(repository: $0, isFavourite: favourites.contains($0.id)) }
    }

    @Test("shows the rows it is given, once each")
    func update() throws {
        let dataSource = RepositoryListDataSource(listView: listView)
        dataSource.update(rows: rows([SampleRepositories.nio, SampleRepositories.grdb, SampleRepositories.nio]))
        #expect(dataSource.rows.map(\.id) == [SampleRepositories.nio.id, SampleRepositories.grdb.id])
        #expect(listView.numberOfRows == 2)
        let first = try #require(listView.selectedIndexPath)
        #expect(listView.dataSource?.cell(at: first).text.hasPrefix("☆ apple/swift-nio") == true)
    }

    @Test("a changed favourite mark is drawn without losing the highlighted repository")
    func keepsHighlight() {
        let dataSource = RepositoryListDataSource(listView: listView)
        dataSource.update(rows: rows(SampleRepositories.all))
        _ = listView.handle(key: .down)
        #expect(dataSource.highlightedIndex == 1)
        dataSource.update(rows: rows(SampleRepositories.all, favourites: [SampleRepositories.argumentParser.id]))
        #expect(dataSource.highlightedIndex == 1)
        #expect(dataSource.rows[1].isFavourite)
    }

    @Test("Enter reports the highlighted row's index; moving reports highlights")
    func events() {
        let dataSource = RepositoryListDataSource(listView: listView)
        var selected: [Int] = []
        var highlighted: [Int] = []
        dataSource.didSelectRow { selected.append($0) }
        dataSource.didHighlightRow { highlighted.append($0) }
        dataSource.update(rows: rows(SampleRepositories.all))
        _ = listView.handle(key: .down)
        _ = listView.handle(key: .down)
        _ = listView.handle(key: .enter)
        #expect(selected == [2])
        #expect(highlighted.suffix(2) == [1, 2])
    }
}
