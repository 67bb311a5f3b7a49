/// The I/O the action creator needs; a real app passes its GitHub client.
protocol RepositorySearchAPI: Sendable {
    func searchRepositories(query: String) async throws -> [Repository]
}

/// A scripted API for tests.
struct FakeRepositorySearchAPI: RepositorySearchAPI {
    struct Failure: Error {}
    let results: [String: [Repository]]

    func searchRepositories(query: String) async throws -> [Repository] {
        await Task.yield()
        guard let found = results[query] else { throw Failure() }
        return found
    }
}
