import Foundation
import GitHubBrowserDomain
import Synchronization

/// An in-memory catalog: `repositories` in order; search matches names containing the query.
/// Records every call and can be told to fail.
final class FakeCatalog: RepositoryCatalog {
    private let state: Mutex<(repositories: [Repository], failure: DataSourceError?, searches: [PageRequest])>

    init(_ repositories: [Repository], failure: DataSourceError? = nil) {
        state = Mutex((repositories, failure, []))
    }

    var searchRequests: [PageRequest] { state.withLock { $0.searches } }

    func fail(with error: DataSourceError?) { state.withLock { $0.failure = error } }

    func search(_ query: SearchQuery, page: PageRequest) async throws -> Page<Repository> {
        let (all, failure) = state.withLock { state in
            state.searches.append(page)
            return (state.repositories, state.failure)
        }
        if let failure { throw failure }
        return Self.page(all.filter { $0.name.localizedCaseInsensitiveContains(query.text) }, page)
    }

    func publicRepositories(page: PageRequest) async throws -> Page<Repository> {
        let (all, failure) = state.withLock { ($0.repositories, $0.failure) }
        if let failure { throw failure }
        return Self.page(all, page)
    }

    func repository(owner: String, name: String) async throws -> Repository {
        let (all, failure) = state.withLock { ($0.repositories, $0.failure) }
        if let failure { throw failure }
        guard let found = all.first(where: { $0.id == RepositoryID(owner: owner, name: name) }) else {
            throw DataSourceError.notFound
        }
        return found
    }

    private static func page(_ items: [Repository], _ request: PageRequest) -> Page<Repository> {
        let slice = Array(items.dropFirst(request.offset).prefix(request.size))
        let hasMore = items.count > request.offset + request.size
        return Page(items: slice, request: request, next: hasMore ? request.following() : nil, totalCount: items.count)
    }
}

/// In-memory favourites that notify observers like the real store.
final class FakeFavourites: FavouritesStore {
    private let state = Mutex<(favourites: [Repository], observers: [UUID: AsyncStream<[Repository]>.Continuation])>(([], [:]))

    func all() async throws -> [Repository] { state.withLock { $0.favourites } }

    func contains(_ id: RepositoryID) async throws -> Bool {
        state.withLock { $0.favourites.contains { $0.id == id } }
    }

    func add(_ repository: Repository) async throws {
        change { favourites in
            favourites.removeAll { $0.id == repository.id }
            favourites.insert(repository, at: 0)
        }
    }

    func remove(_ id: RepositoryID) async throws {
        change { favourites in favourites.removeAll { $0.id == id } }
    }

    func toggle(_ repository: Repository) async throws -> Bool {
        var isFavourite = false
        change { favourites in
            isFavourite = !favourites.contains { $0.id == repository.id }
            favourites.removeAll { $0.id == repository.id }
            if isFavourite { favourites.insert(repository, at: 0) }
        }
        return isFavourite
    }

    func observe() -> AsyncStream<[Repository]> {
        let (stream, continuation) = AsyncStream<[Repository]>.makeStream()
        let key = UUID()
        state.withLock { state in
            state.observers[key] = continuation
            continuation.yield(state.favourites)
        }
        continuation.onTermination = { [weak self] _ in self?.state.withLock { _ = $0.observers.removeValue(forKey: key) } }
        return stream
    }

    private func change(_ body: (inout [Repository]) -> Void) {
        state.withLock { state in
            body(&state.favourites)
            for observer in state.observers.values { observer.yield(state.favourites) }
        }
    }
}

/// In-memory session store.
final class FakeSessions: SessionStore {
    private let stored = Mutex<Session?>(nil)

    func current() async throws -> Session? { stored.withLock { $0 } }
    func signIn(_ session: Session) async throws { stored.withLock { $0 = session } }
    func signOut() async throws { stored.withLock { $0 = nil } }
}

/// Knows one valid token.
struct FakeAccountSource: AccountSource {
    let validToken: String
    let account: Account

    func account(for token: AccessToken) async throws -> Account {
        guard token.secret == validToken else { throw DataSourceError.unauthorized }
        return account
    }
}

/// `count` repositories named `repo-0` … with decreasing stars.
func sampleRepositories(_ count: Int, owner: String = "octo") -> [Repository] {
    (0..<count).map { index in
        Repository(id: RepositoryID(owner: owner, name: "repo-\(index)"), stars: count - index)
    }
}
