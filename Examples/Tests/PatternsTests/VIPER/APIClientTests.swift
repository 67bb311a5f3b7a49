import Foundation
import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserTestSupport
import PatternsVIPER
import Testing

/// A transport that records each request and answers with a scripted reply or error.
final class FakeTransport: APITransport, @unchecked Sendable {
    private let lock = NSLock()
    private var sent: [APIRequest] = []
    private let answer: @Sendable (APIRequest) throws -> APIReply

    init(answer: @escaping @Sendable (APIRequest) throws -> APIReply) {
        self.answer = answer
    }

    var requests: [APIRequest] { lock.withLock { sent } }

    func send(_ request: APIRequest) async throws -> APIReply {
        lock.withLock { sent.append(request) }
        return try answer(request)
    }
}

@Suite("VIPER: the request router builds each endpoint's request")
struct RequestRouterTests {
    @Test("a search is GET /search/repositories with q, page and per_page")
    func search() throws {
        let router = RequestRouter.searchRepositories(query: try SearchQuery("grdb"), page: try PageRequest(number: 2, size: 50))
        let request = try router.request(baseURL: APIClient.gitHubAPI)
        #expect(request.method == .get)
        #expect(request.url.absoluteString == "https://api.github.com/search/repositories?q=grdb&page=2&per_page=50")
    }

    @Test("the query is percent-encoded, + and & included, and reads back as typed")
    func encoding() throws {
        let text = "c++ & swift ünïcode?=#"
        let request = try RequestRouter.searchRepositories(query: try SearchQuery(text), page: .first).request(baseURL: APIClient.gitHubAPI)
        #expect(request.url.absoluteString.hasPrefix("https://api.github.com/search/repositories?q=c%2B%2B%20%26%20swift%20"))
        #expect(request.queryValue("q") == text)
        #expect(request.queryValue("page") == "1" && request.queryValue("per_page") == "30")
    }

    @Test("a root with a path keeps it, with or without a trailing slash")
    func rootWithPath() throws {
        let router = RequestRouter.searchRepositories(query: try SearchQuery("nio"), page: .first)
        for root in ["https://ghe.example.com/api/v3", "https://ghe.example.com/api/v3/"] {
            let url = try #require(URL(string: root))
            #expect(try router.request(baseURL: url).url.path == "/api/v3/search/repositories")
        }
    }

    @Test("a root that is not a web API's is refused before anything is sent")
    func invalidRoot() throws {
        let router = RequestRouter.searchRepositories(query: try SearchQuery("nio"), page: .first)
        #expect(throws: ApplicationError.self) { try router.request(baseURL: URL(fileURLWithPath: "/tmp")) }
    }
}

@Suite("VIPER: the API client sends resources and decodes their replies")
struct APIClientTests {
    static func searchGRDB() throws -> Resource<RepositorySearchPage> {
        Resource(requestRouter: .searchRepositories(query: try SearchQuery("grdb"), page: .first))
    }

    static func body(_ page: RepositorySearchPage) throws -> Data { try JSONEncoder().encode(page) }

    @Test("a 200 reply decodes into the resource's response; the request is the router's")
    func decodes() async throws {
        let resource = try Self.searchGRDB()
        let page = RepositorySearchPage(totalCount: 41, items: [SampleRepositories.grdb], nextPage: 2)
        let body = try Self.body(page)
        let transport = FakeTransport { _ in APIReply(status: 200, body: body) }
        let client = APIClient(transport: transport)
        #expect(try await client.request(resource) == page)
        #expect(transport.requests.map(\.url.absoluteString) == ["https://api.github.com/search/repositories?q=grdb&page=1&per_page=30"])
    }

    @Test("each failure becomes an ApplicationError, and the screens' AppError", arguments: [
        (APIReply(status: 404, body: Data("Not Found".utf8)), ApplicationError.status(404, body: "Not Found"), AppError.notFound),
        (APIReply(status: 401, body: Data()), .status(401, body: ""), .unauthorized),
        (APIReply(status: 422, body: Data("bad q".utf8)), .status(422, body: "bad q"), .rejected(status: 422, detail: "bad q")),
        (APIReply(status: 503, body: Data()), .status(503, body: ""), .server(status: 503)),
    ])
    func statuses(reply: APIReply, expected: ApplicationError, shown: AppError) async throws {
        let resource = try Self.searchGRDB()
        let client = APIClient(transport: FakeTransport { _ in reply })
        await #expect(throws: expected) { try await client.request(resource) }
        #expect(AppError(expected) == shown)
    }

    @Test("a body that is not the resource's response is a decoding error, shown as an unreadable reply")
    func undecodable() async throws {
        let resource = try Self.searchGRDB()
        let client = APIClient(transport: FakeTransport { _ in APIReply(status: 200, body: Data("{\"items\": 3}".utf8)) })
        do {
            _ = try await client.request(resource)
            Issue.record("expected a decoding error")
        } catch {
            guard case .decoding(let detail) = error else {
                Issue.record("expected a decoding error, got \(error)")
                return
            }
            #expect(detail.hasPrefix("RepositorySearchPage"))
            let shown = AppError(error)
            guard case .malformedResponse = shown else {
                Issue.record("shown as \(shown)")
                return
            }
        }
    }

    @Test("a source failure keeps its reason; any other transport failure reads as offline; a cancellation is one")
    func transportFailures() async throws {
        let resource = try Self.searchGRDB()
        struct ConnectionRefused: Error {}
        let offline = APIClient(transport: FakeTransport { _ in throw DataSourceError.offline(detail: "no network") })
        await #expect(throws: ApplicationError.source(.offline(detail: "no network"))) { try await offline.request(resource) }
        let refused = APIClient(transport: FakeTransport { _ in throw ConnectionRefused() })
        await #expect(throws: ApplicationError.transport(String(describing: ConnectionRefused()))) { try await refused.request(resource) }
        #expect(AppError(ApplicationError.transport("refused")) == .offline)
        let cancelled = APIClient(transport: FakeTransport { _ in throw CancellationError() })
        await #expect(throws: ApplicationError.cancelled) { try await cancelled.request(resource) }
    }

    @Test("the catalog transport answers a search page by page, as the API would")
    func catalogTransport() async throws {
        let repositories = (1...45).map { Repository(id: RepositoryID(owner: "owner", name: "swift-\($0)"), summary: "Swift") }
        let catalog = InMemoryCatalog(repositories)
        let client = APIClient(transport: CatalogTransport(catalog: catalog))
        let second = Resource<RepositorySearchPage>(requestRouter: .searchRepositories(query: try SearchQuery("swift"), page: try PageRequest(number: 2, size: 30)))
        let page = try await client.request(second)
        #expect(page.items == Array(repositories.dropFirst(30)))
        #expect(page.totalCount == 45 && page.nextPage == nil)
        #expect(await catalog.searchedPages == [2])
        let elsewhere = try await CatalogTransport(catalog: catalog).send(APIRequest(method: .get, url: APIClient.gitHubAPI.appendingPathComponent("users")))
        #expect(elsewhere.status == 404)
    }
}
