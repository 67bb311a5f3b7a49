import Foundation
import GitHubBrowserDomain
import GitHubBrowserFakeGitHub
import GitHubBrowserInfrastructure
import Testing

@Suite("GitHubAPIClient: the signed-in user's repositories (GET /user/repos)", .needsLiveTransport)
struct GitHubAPIClientUserRepositoriesTests {
    @Test("pages through the user's repositories with the session's token")
    func pages() async throws {
        try await FakeGitHub.run { fake, url in
            let client = GitHubAPIClientTests.client(url, token: FakeGitHub.validToken)
            var page = try await client.userRepositories(page: .first(size: 2))
            var names = page.items.map(\.fullName)
            while let next = page.next {
                page = try await client.userRepositories(page: next)
                names += page.items.map(\.fullName)
            }
            #expect(names == (1...5).map { "\(FakeGitHub.accountLogin)/own-\($0)" })
            #expect(fake.hitCount("user/repos") == 3)
        }
    }

    @Test("without a token nothing is sent and the answer is unauthorized; a refused token is unauthorized too")
    func unauthorized() async throws {
        try await FakeGitHub.run { fake, url in
            await #expect(throws: DataSourceError.unauthorized) {
                try await GitHubAPIClientTests.client(url).userRepositories(page: .first)
            }
            #expect(fake.hitCount("user/repos") == 0)
            await #expect(throws: DataSourceError.unauthorized) {
                try await GitHubAPIClientTests.client(url, token: "ghp_wrongwrongwrong").userRepositories(page: .first)
            }
        }
    }
}
