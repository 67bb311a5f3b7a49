import GitHubBrowserDomain
import GitHubBrowserNavigation
@testable import GitHubBrowserPresentation
import GitHubBrowserTestSupport
import GitHubBrowserVocabulary
import PropertyBased
import Testing

@Suite("Repository rows")
struct RepositoryRowTests {
    @Test("a row shows the favourite mark, name, description, language and stars")
    func texts() {
        let row = RepositoryRow(repository: SampleRepositories.nio, isFavourite: true)
        #expect(row.text == "★ apple/swift-nio — Event-driven network application framework")
        #expect(row.detail == "Swift · 8.1k stars")
        let plain = RepositoryRow(repository: Repository(id: RepositoryID(owner: "a", name: "b")), isFavourite: false)
        #expect(plain.text == "☆ a/b")
        #expect(plain.detail == "0 stars")
    }

    @Test("identity is the repository, content is everything drawn")
    func identityAndContent() async {
        let names = Gen.letterOrNumber.string(of: 1...8)
        await propertyCheck(count: 200, input: names, Gen.int(in: 0...100_000), Gen.bool) { name, stars, isFavourite in
            let id = RepositoryID(owner: "owner", name: name)
            let row = RepositoryRow(repository: Repository(id: id, stars: stars), isFavourite: isFavourite)
            let toggled = RepositoryRow(repository: Repository(id: id, stars: stars), isFavourite: !isFavourite)
            let renamedCase = RepositoryRow(repository: Repository(id: RepositoryID(owner: "OWNER", name: name.uppercased()), stars: stars), isFavourite: isFavourite)
            #expect(row == toggled && row.hashValue == toggled.hashValue)
            #expect(!row.isContentEqual(to: toggled))
            #expect(row == renamedCase, "owner/name identity ignores case, as on GitHub")
            #expect(row.isContentEqual(to: RepositoryRow(repository: Repository(id: id, stars: stars), isFavourite: isFavourite)))
        }
    }
}
