import Foundation
import GitHubBrowserDomain
import GitHubBrowserNavigation
@testable import GitHubBrowserPresentation
import GitHubBrowserTestSupport
@testable import GitHubBrowserVocabulary
import Testing

@Suite("Repository detail content")
struct RepositoryDetailContentTests {
    @Test("missing facts show a dash, a missing description a placeholder")
    func placeholders() {
        let content = RepositoryDetailContent(repository: Repository(id: RepositoryID(owner: "a", name: "b"), summary: ""))
        #expect(content.summary == "No description.")
        #expect(content.facts.first { $0.label == "Licence" }?.value == "—")
        #expect(content.facts.first { $0.label == "Last update" }?.value == "—")
        #expect(content.facts.first { $0.label == "URL" }?.value == "—")
    }

    @Test("synthetic records say so")
    func synthetic() {
        let content = RepositoryDetailContent(repository: SampleRepositories.synthetic)
        #expect(content.facts.last?.label == "Note")
    }

    @Test("the last update is a day in the given time zone")
    func day() throws {
        let date = Date(timeIntervalSince1970: 1_760_011_200)
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        let honolulu = try #require(TimeZone(identifier: "Pacific/Honolulu"))
        #expect(RepositoryDetailContent.day(date, timeZone: tokyo) == "2025-10-09")
        #expect(RepositoryDetailContent.day(date.addingTimeInterval(12 * 3600), timeZone: tokyo) == "2025-10-10")
        #expect(RepositoryDetailContent.day(date.addingTimeInterval(-12 * 3600), timeZone: honolulu) == "2025-10-08")
    }
}
