import Foundation
import GitHubBrowserDomain
import GitHubBrowserFakeGitHub
import GitHubBrowserInfrastructure
import SamplePresenters
import SampleUserDirectories
import Testing

/// The user search's offline adapter on the GitHub Browser's real shipped seed (3,449 repositories
/// of the GitHub ranking snapshot), in a catalog of its own.
@Suite("CatalogUserDirectory on the shipped seed")
struct CatalogUserDirectoryTests {
    private let folder: URL
    private let directory: CatalogUserDirectory

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("strata-users-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        directory = CatalogUserDirectory(catalog: try OfflineCatalog.open(at: folder.appendingPathComponent("catalog.sqlite")))
    }

    @Test("a login, in any case, finds its owner with how many repositories the catalog holds of theirs")
    func findsOwner() async throws {
        let users = try await directory.searchUsers("TPope")
        #expect(users == [GitHubUser(login: "tpope", repositoryCount: 12)])
        #expect(users.first?.isOrganization == nil, "the catalog does not know who is an organisation")
    }

    @Test("the login itself comes first, then logins that start with the text, then the others")
    func ranking() async throws {
        let users = try await directory.searchUsers("swift").map(\.login)
        #expect(users.first == "swiftlang", "starts with the text, most stars of those that do")
        #expect(Set(users) == ["SwiftGen", "SwifterSwift", "SwiftyJSON", "swiftlang", "swiftmailer"])
        let tp = try await directory.searchUsers("tp").map(\.login)
        #expect(tp.first == "tpope")
        #expect(tp.contains("mattpocock"), "a login that merely contains the text matches too")
    }

    @Test("a user's repositories are the catalog's repositories with that owner, most stars first")
    func repositories() async throws {
        let repositories = try await directory.repositories(of: GitHubUser(login: "tpope"))
        #expect(repositories.count == 12)
        #expect(repositories.prefix(3).map(\.name) == ["vim-fugitive", "vim-surround", "vim-pathogen"])
        #expect(repositories.first?.stars == 21_759)
        #expect(repositories.allSatisfy { $0.owner == "tpope" })
        #expect(repositories.map(\.stars) == repositories.map(\.stars).sorted(by: >))
    }

    @Test("nobody matches a text no login holds; an unknown user has no repositories; % and _ are plain characters")
    func nothing() async throws {
        #expect(try await directory.searchUsers("zzzzqqq").isEmpty)
        #expect(try await directory.searchUsers("%").isEmpty)
        #expect(try await directory.searchUsers("_").isEmpty)
        #expect(try await directory.repositories(of: GitHubUser(login: "nobody-at-all")).isEmpty)
    }

    @Test("a text longer than a search may be is refused with the browser's words, not a crash")
    func tooLong() async {
        let error = await #expect(throws: UserDirectoryError.self) {
            try await directory.searchUsers(String(repeating: "a", count: 300))
        }
        #expect(error?.title == "Check the search")
    }
}

/// The user search's live adapter, through the GitHub Browser's client, against the local fake
/// GitHub (`GitHubBrowserFakeGitHub`), so it runs offline.
@Suite("GitHubUserDirectory against a local fake GitHub", .needsLiveTransport)
struct GitHubUserDirectoryTests {
    static func directory(_ url: URL) -> GitHubUserDirectory {
        let configuration = GitHubAPIConfiguration(
            apiURL: url, requestTimeout: .seconds(5),
            retryPolicy: RetryPolicy(maximumAttempts: 1, initialBackoff: .milliseconds(10), maximumBackoff: .milliseconds(10))
        )
        return GitHubUserDirectory(client: GitHubAPIClient(configuration: configuration))
    }

    @Test("a search lists GitHub's users, each a user or an organisation")
    func search() async throws {
        try await FakeGitHub.run { fake, url in
            let users = try await Self.directory(url).searchUsers("o")
            #expect(users == [GitHubUser(login: "octo", isOrganization: true)])
            let nimbus = try await Self.directory(url).searchUsers("NIM")
            #expect(nimbus == [GitHubUser(login: "nimbus", isOrganization: false)])
            #expect(fake.hitCount("search/users o") == 1)
        }
    }

    @Test("a user's repositories come from GET /users/{login}/repos, most stars first")
    func repositories() async throws {
        try await FakeGitHub.run { fake, url in
            let repositories = try await Self.directory(url).repositories(of: GitHubUser(login: "octo"))
            #expect(repositories.map(\.name) == ["zephyr-kite", "hello", "zephyr-docs"])
            #expect(repositories.first == UserRepository(owner: "octo", name: "zephyr-kite", summary: "Kites that fly on a zephyr", language: "Swift", stars: 4321))
            #expect(fake.hitCount("users/octo/repos") == 1)
        }
    }

    @Test("failures come back in the browser's words: an unknown user, a failing server, a reply that cannot be read")
    func failures() async throws {
        try await FakeGitHub.run { _, url in
            let directory = Self.directory(url)
            let unknown = await #expect(throws: UserDirectoryError.self) { try await directory.repositories(of: GitHubUser(login: "ghost")) }
            #expect(unknown == UserDirectoryError(title: "Not found", message: "GitHub has no user “ghost”."))
            let broken = await #expect(throws: UserDirectoryError.self) { try await directory.searchUsers("broken") }
            #expect(broken?.title == "Server error")
            #expect(broken?.message.contains("HTTP 502") == true)
            let malformed = await #expect(throws: UserDirectoryError.self) { try await directory.searchUsers("malformed") }
            #expect(malformed?.title == "Unreadable reply")
            #expect(malformed?.message.contains("items[0].login is empty") == true)
        }
    }

    @Test("a server that cannot be reached is \"offline\", never a crash")
    func unreachable() async throws {
        let directory = Self.directory(try #require(URL(string: "http://127.0.0.1:1")))
        let error = await #expect(throws: UserDirectoryError.self) { try await directory.searchUsers("octo") }
        #expect(error?.title == "You are offline")
    }
}
