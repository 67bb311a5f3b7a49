import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserTestSupport
import PropertyBased
import Synchronization
import Testing

/// Quick repeated toggles (two `f` presses in one read) must each count: toggling is one atomic
/// operation of the favourites store, never a read and a write in two steps.
@Suite("ToggleFavourite under concurrency")
struct ToggleFavouriteConcurrencyTests {
    static let repository = Repository(id: RepositoryID(owner: "octo", name: "kite"), stars: 3)

    @Test("two toggles whose reads overlap still act as two toggles")
    func overlappingToggles() async throws {
        // Whoever asks `contains` first waits until the second has asked too: a toggle that reads
        // and then writes in two steps would see "not a favourite" twice and add it twice.
        let favourites = OverlappingReadsFavourites(readers: 2)
        let toggle = ToggleFavourite(favourites: favourites)
        async let first = toggle(Self.repository)
        async let second = toggle(Self.repository)
        let results = try await [first, second]
        #expect(results.filter { $0 }.count == 1, "one toggle added, the other removed: \(results)")
        #expect(try await favourites.all().isEmpty, "two toggles leave it as it was")
    }

    @Test("N concurrent toggles leave the state N toggles away, each toggle seeing its own state (in-memory store)")
    func concurrentTogglesInMemory() async {
        await propertyCheck(count: 40, input: Gen.int(in: 1...24), Gen.bool) { count, startsFavourite in
            let favourites = InMemoryFavourites(startsFavourite ? [Self.repository] : [])
            let toggle = ToggleFavourite(favourites: favourites)
            let results = await Self.toggleConcurrently(count, toggle)
            await Self.expectToggledAway(count, from: startsFavourite, results: results, favourites: favourites)
        }
    }

    /// Runs `count` toggles of ``repository`` at once; the state each one reported.
    static func toggleConcurrently(_ count: Int, _ toggle: ToggleFavourite) async -> [Bool?] {
        await withTaskGroup(of: Bool?.self) { group in
            for _ in 0..<count {
                group.addTask { try? await toggle(repository) }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
    }

    /// Expects the store `count` toggles away from where it started, and the toggles' results to
    /// alternate (as many "added" as a sequence of `count` toggles gives).
    static func expectToggledAway(
        _ count: Int, from startsFavourite: Bool, results: [Bool?], favourites: some FavouritesStore,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        #expect(!results.contains(nil), "every toggle succeeded", sourceLocation: sourceLocation)
        let isFavourite = (try? await favourites.contains(repository.id)) ?? !startsFavourite
        let expected = count.isMultiple(of: 2) ? startsFavourite : !startsFavourite
        #expect(isFavourite == expected, "\(count) toggles from \(startsFavourite)", sourceLocation: sourceLocation)
        let added = results.filter { $0 == true }.count
        let expectedAdded = startsFavourite ? count / 2 : (count + 1) / 2
        #expect(added == expectedAdded, "\(count) toggles from \(startsFavourite): \(results)", sourceLocation: sourceLocation)
        #expect((try? await favourites.all().count) == (isFavourite ? 1 : 0), sourceLocation: sourceLocation)
    }
}

/// A favourites store whose `contains` answers only once `readers` readers have asked, each with
/// the state when it asked, so reads of concurrent toggles overlap for certain. Changes are atomic (under a lock).
final class OverlappingReadsFavourites: FavouritesStore {
    private let stored = Mutex<[Repository]>([])
    private let waiting = Mutex<(count: Int, continuations: [CheckedContinuation<Void, Never>])>((0, []))
    private let readers: Int

    init(readers: Int) {
        self.readers = readers
    }

    func all() async throws -> [Repository] { stored.withLock { $0 } }

    func contains(_ id: RepositoryID) async throws -> Bool {
        // Answer as of now, but only once every reader has read.
        let answer = stored.withLock { $0.contains { $0.id == id } }
        await withCheckedContinuation { continuation in
            let released = waiting.withLock { waiting -> [CheckedContinuation<Void, Never>] in
                waiting.count += 1
                waiting.continuations.append(continuation)
                guard waiting.count >= readers else { return [] }
                defer { waiting.continuations = [] }
                return waiting.continuations
            }
            for waiter in released { waiter.resume() }
        }
        return answer
    }

    func add(_ repository: Repository) async throws {
        stored.withLock { favourites in
            favourites.removeAll { $0.id == repository.id }
            favourites.insert(repository, at: 0)
        }
    }

    func remove(_ id: RepositoryID) async throws {
        stored.withLock { $0.removeAll { $0.id == id } }
    }

    func toggle(_ repository: Repository) async throws -> Bool {
        stored.withLock { favourites in
            guard favourites.contains(where: { $0.id == repository.id }) else {
                favourites.insert(repository, at: 0)
                return true
            }
            favourites.removeAll { $0.id == repository.id }
            return false
        }
    }

    func observe() -> AsyncStream<[Repository]> {
        AsyncStream { $0.yield(stored.withLock { $0 }) }
    }
}
