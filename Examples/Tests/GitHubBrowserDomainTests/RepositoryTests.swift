import Foundation
import GitHubBrowserDomain
import Testing

@Suite("Repository, Owner, Account and Session")
struct RepositoryTests {
    @Test("a repository's owner and name come from its identifier")
    func ownerFromIdentifier() {
        let repository = Repository(id: RepositoryID(owner: "groue", name: "GRDB.swift"), isOrganization: false)
        #expect(repository.owner == Owner(login: "groue", isOrganization: false))
        #expect(repository.owner.id == "groue")
        #expect(repository.name == "GRDB.swift")
        #expect(repository.fullName == "groue/GRDB.swift")
        #expect(!repository.isSynthetic)
    }

    @Test("repositories, accounts and sessions survive a JSON round trip")
    func codable() throws {
        let repository = Repository(
            id: RepositoryID(owner: "o", name: "n"), summary: "s", language: "Swift", stars: 3, forks: 2, openIssues: 1,
            licence: "MIT", topics: ["a", "b"], updatedAt: Date(timeIntervalSince1970: 100),
            webURL: URL(string: "https://example.org/o/n"), isSynthetic: true
        )
        #expect(try JSONDecoder().decode(Repository.self, from: JSONEncoder().encode(repository)) == repository)
        let session = Session(token: try AccessToken("abc"), account: Account(login: "mona", name: nil, publicRepositoryCount: 2))
        #expect(try JSONDecoder().decode(Session.self, from: JSONEncoder().encode(session)) == session)
        #expect(session.account.id == "mona")
    }
}
