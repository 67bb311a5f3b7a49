import Foundation
import GitHubBrowserDomain
import Synchronization

/// A favourites store in memory that notifies every observer of every change, like the SQLite
/// store does; it can be told to fail.
public final class InMemoryFavourites: FavouritesStore {
    private struct State {
        var favourites: [Repository] = []
        var observers: [UUID: AsyncStream<[Repository]>.Continuation] = [:]
        var failure: DataSourceError?
    }

    private let state = Mutex(State())

    public init(_ favourites: [Repository] = []) {
        state.withLock { $0.favourites = favourites }
    }

    /// Makes every later change fail with `error` (or succeed again with `nil`).
    public func setFailure(_ error: DataSourceError?) {
        state.withLock { $0.failure = error }
    }

    public func all() async throws -> [Repository] {
        state.withLock { $0.favourites }
    }

    public func contains(_ id: RepositoryID) async throws -> Bool {
        state.withLock { $0.favourites.contains { $0.id == id } }
    }

    public func add(_ repository: Repository) async throws {
        try change { favourites in
            guard !favourites.contains(where: { $0.id == repository.id }) else { return }
            favourites.insert(repository, at: 0)
        }
    }

    public func remove(_ id: RepositoryID) async throws {
        try change { favourites in favourites.removeAll { $0.id == id } }
    }

    public func toggle(_ repository: Repository) async throws -> Bool {
        var isFavourite = false
        try change { favourites in
            if favourites.contains(where: { $0.id == repository.id }) {
                favourites.removeAll { $0.id == repository.id }
            } else {
                favourites.insert(repository, at: 0)
                isFavourite = true
            }
        }
        return isFavourite
    }

    public func observe() -> AsyncStream<[Repository]> {
        let (stream, continuation) = AsyncStream.makeStream(of: [Repository].self)
        let key = UUID()
        let current = state.withLock { state in
            state.observers[key] = continuation
            return state.favourites
        }
        continuation.yield(current)
        continuation.onTermination = { [weak self] _ in
            _ = self?.state.withLock { $0.observers.removeValue(forKey: key) }
        }
        return stream
    }

    private func change(_ body: (inout [Repository]) -> Void) throws {
        let (favourites, observers) = try state.withLock { state throws -> ([Repository], [AsyncStream<[Repository]>.Continuation]) in
            if let failure = state.failure { throw failure }
            body(&state.favourites)
            return (state.favourites, Array(state.observers.values))
        }
        for observer in observers { observer.yield(favourites) }
    }
}
