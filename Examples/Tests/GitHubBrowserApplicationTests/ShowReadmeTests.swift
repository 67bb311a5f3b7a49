import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserTestSupport
import Testing

@Suite("ShowReadme")
struct ShowReadmeTests {
    static let hello = RepositoryID(owner: "octo", name: "hello")

    @Test("returns the source's README, or nil when the repository has none")
    func readme() async throws {
        let show = ShowReadme(source: InMemoryReadmes([Self.hello: Readme("# Hello")]))
        #expect(try await show(Self.hello) == Readme("# Hello"))
        #expect(try await show(RepositoryID(owner: "octo", name: "other")) == nil)
    }

    @Test("a failing source fails as the matching AppError", arguments: [
        (DataSourceError.offline(detail: "x"), AppError.offline),
        (.serviceUnavailable(retryAfter: nil), .serviceUnavailable(retryAfter: nil)),
        (.malformedResponse(detail: "the reply is larger than 1 MB"), .malformedResponse(detail: "the reply is larger than 1 MB")),
    ])
    func failure(source error: DataSourceError, expected: AppError) async {
        let readmes = InMemoryReadmes()
        await readmes.fail(with: error)
        let show = ShowReadme(source: readmes)
        await #expect(throws: expected) { try await show(Self.hello) }
    }
}
