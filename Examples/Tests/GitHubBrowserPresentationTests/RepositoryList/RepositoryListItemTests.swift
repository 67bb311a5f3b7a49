import GitHubBrowserDomain
import GitHubBrowserNavigation
@testable import GitHubBrowserPresentation
import GitHubBrowserTestSupport
import GitHubBrowserVocabulary
import PropertyBased
import Testing

@Suite("Public list rows")
struct PublicRepositoryItemTests {
    @Test("a row shows the name, the description, the stars and the language")
    func row() {
        let item = RepositoryListItem(Repository(
            id: RepositoryID(owner: "apple", name: "swift-nio"), summary: "Event-driven networking",
            language: "Swift", stars: 8_123
        ))
        #expect(item.text == "apple/swift-nio — Event-driven networking")
        #expect(item.detail == "★ 8.1k  Swift")
        let synthetic = RepositoryListItem(Repository(id: RepositoryID(owner: "a", name: "b"), isSynthetic: true))
        #expect(synthetic.text == "a/b (sample)")
        #expect(synthetic.detail == "★ 0")
    }

    @Test("rows are the same row when they show the same repository, whatever its content")
    func identity() {
        let before = RepositoryListItem(Repository(id: RepositoryID(owner: "a", name: "b"), stars: 1))
        let after = RepositoryListItem(Repository(id: RepositoryID(owner: "A", name: "B"), stars: 2))
        #expect(before == after)
        #expect(!before.isContentEqual(to: after))
    }

    @Test("compact counts are short and never overstate")
    func compactCounts() async {
        #expect(RepositoryListItem.compactCount(999) == "999")
        #expect(RepositoryListItem.compactCount(1_000) == "1k")
        #expect(RepositoryListItem.compactCount(12_345) == "12k")
        #expect(RepositoryListItem.compactCount(3_450_000) == "3.4M")
        await propertyCheck(count: 500, input: Gen.int(in: 0...2_000_000_000)) { count in
            let text = RepositoryListItem.compactCount(count)
            #expect(text.count <= 5)
            let multiplier: Double = text.hasSuffix("M") ? 1_000_000 : text.hasSuffix("k") ? 1_000 : 1
            let value = (Double(text.trimmingCharacters(in: .letters)) ?? -1) * multiplier
            #expect(value <= Double(count) && value > Double(count) * 0.9 - 1)
        }
    }
}
