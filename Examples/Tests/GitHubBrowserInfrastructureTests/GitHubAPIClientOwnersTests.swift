import Foundation
import GitHubBrowserDomain
import GitHubBrowserFakeGitHub
import GitHubBrowserInfrastructure
import Testing

@Suite("GitHubAPIClient: users and their repositories (GET /search/users, GET /users/{login}/repos)", .needsLiveTransport)
struct GitHubAPIClientOwnersTests {
    /// A client that sends each request once (unless told otherwise) and waits long enough for a
    /// loaded machine: these tests count the requests the fake receives, and a time-out's retry
    /// would count twice (a CI run once did).
    static func client(_ url: URL, token: String? = nil, attempts: Int = 1) -> GitHubAPIClient {
        GitHubAPIClientTests.client(url, token: token, attempts: attempts, timeout: .seconds(60))
    }

    @Test("searches users and organisations by login, with GitHub's count")
    func searchUsers() async throws {
        try await FakeGitHub.run { fake, url in
            let page = try await Self.client(url).searchUsers(SearchQuery("o"), page: .first)
            #expect(page.items == [Owner(login: "octo", isOrganization: true)])
            #expect(page.totalCount == 1)
            #expect(page.next == nil)
            let nimbus = try await Self.client(url).searchUsers(SearchQuery("nimbus"), page: .first)
            #expect(nimbus.items == [Owner(login: "nimbus", isOrganization: false)])
            #expect(fake.hitCount("search/users o") == 1)
        }
    }

    @Test("an item with an empty login makes the reply malformed, naming it")
    func emptyLogin() async throws {
        try await FakeGitHub.run { _, url in
            await #expect(throws: DataSourceError.malformedResponse(detail: "user search results: items[0].login is empty")) {
                try await Self.client(url).searchUsers(SearchQuery("malformed"), page: .first)
            }
        }
    }

    @Test("a 502 is retried, then reported as a server error")
    func serverError() async throws {
        try await FakeGitHub.run { fake, url in
            await #expect(throws: DataSourceError.server(status: 502)) {
                try await Self.client(url, attempts: 2).searchUsers(SearchQuery("broken"), page: .first)
            }
            #expect(fake.hitCount("search/users broken") == 2)
        }
    }

    @Test("a user search redirected to another origin does not take the token there")
    func redirectDropsToken() async throws {
        try await FakeGitHub.run { fake, url in
            let page = try await Self.client(url, token: FakeGitHub.validToken).searchUsers(SearchQuery("redirect"), page: .first)
            #expect(page.items.isEmpty)
            #expect(fake.credentialedHitCount("search/users redirect") == 1, "the API itself got the token")
            #expect(fake.hitCount("other search/users landed") == 1, "the redirect was followed")
            #expect(fake.credentialedHitCount("other search/users landed") == 0, "the token did not follow it")
        }
    }

    @Test("a reply over the size cap is refused as unreadable")
    func replyCap() async throws {
        try await FakeGitHub.run { _, url in
            let client = GitHubAPIClient(configuration: GitHubAPIConfiguration(apiURL: url, maximumReplySize: 64))
            await #expect(throws: DataSourceError.malformedResponse(detail: "the reply is larger than 64 bytes")) {
                try await client.searchUsers(SearchQuery("octo"), page: .first)
            }
            await #expect(throws: DataSourceError.malformedResponse(detail: "the reply is larger than 64 bytes")) {
                try await client.repositories(ofOwner: "octo", page: .first)
            }
        }
    }

    @Test("pages through an owner's repositories with the Link header")
    func repositoriesOfOwner() async throws {
        try await FakeGitHub.run { fake, url in
            let client = Self.client(url)
            var page = try await client.repositories(ofOwner: "octo", page: .first(size: 2))
            var names = page.items.map(\.fullName)
            while let next = page.next {
                page = try await client.repositories(ofOwner: "octo", page: next)
                names += page.items.map(\.fullName)
            }
            #expect(names == ["octo/zephyr-kite", "octo/hello", "octo/zephyr-docs"])
            #expect(fake.hitCount("users/octo/repos") == 2)
        }
    }

    @Test("an owner GitHub does not know is not found; a login that is not one path segment is not sent",
          arguments: ["", "..", "a/b", "a?b", "a#b"])
    func unknownOwner(login: String) async throws {
        try await FakeGitHub.run { fake, url in
            let client = Self.client(url)
            await #expect(throws: DataSourceError.notFound) { try await client.repositories(ofOwner: "ghost", page: .first) }
            #expect(fake.hitCount("users/ghost/repos") == 1)
            await #expect(throws: DataSourceError.notFound) { try await client.repositories(ofOwner: login, page: .first) }
            #expect(fake.hitCount("users/\(login)/repos") == 0)
        }
    }
}
