import GitHubBrowserApplication
import GitHubBrowserDomain
import Testing

@Suite("ObserveFavourites")
struct ObserveFavouritesTests {
    @Test("streams the favourites now and after every toggle")
    func streams() async throws {
        let favourites = FakeFavourites()
        let observe = ObserveFavourites(favourites: favourites)
        let toggle = ToggleFavourite(favourites: favourites)
        let repositories = sampleRepositories(2)
        var iterator = observe().makeAsyncIterator()
        #expect(await iterator.next() == [])
        try await toggle(repositories[0])
        #expect(await iterator.next() == [repositories[0]])
        try await toggle(repositories[1])
        #expect(await iterator.next() == [repositories[1], repositories[0]])
    }

    @Test("streams the identifiers for favourite marks")
    func identifiers() async throws {
        let favourites = FakeFavourites()
        let observe = ObserveFavourites(favourites: favourites)
        var iterator = observe.identifiers().makeAsyncIterator()
        #expect(await iterator.next() == [])
        let repository = sampleRepositories(1)[0]
        try await ToggleFavourite(favourites: favourites)(repository)
        #expect(await iterator.next() == [repository.id])
    }
}

/// The output ports, as a presenter implements them: every report is passed on to a stream the
/// test reads in order.
@MainActor
private final class FavouritesOutputPortSpy: FavouritesOutputPort, FavouriteMarksOutputPort {
    let favourites: AsyncStream<[Repository]>
    let marks: AsyncStream<Set<RepositoryID>>
    private let favouritesContinuation: AsyncStream<[Repository]>.Continuation
    private let marksContinuation: AsyncStream<Set<RepositoryID>>.Continuation

    init() {
        (favourites, favouritesContinuation) = AsyncStream.makeStream()
        (marks, marksContinuation) = AsyncStream.makeStream()
    }

    func favouritesDidChange(_ favourites: [Repository]) { favouritesContinuation.yield(favourites) }
    func favouriteMarksDidChange(_ favourites: Set<RepositoryID>) { marksContinuation.yield(favourites) }
}

@Suite("ObserveFavourites reports to its output ports")
@MainActor
struct FavouritesOutputPortTests {
    @Test("the list's output port hears the favourites now and after every toggle")
    func reportsFavourites() async throws {
        let store = FakeFavourites()
        let toggle = ToggleFavourite(favourites: store)
        let output = FavouritesOutputPortSpy()
        let reporting = ObserveFavourites(favourites: store).report(to: output)
        defer { reporting.cancel() }
        let repositories = sampleRepositories(2)
        var heard = output.favourites.makeAsyncIterator()
        #expect(await heard.next() == [])
        try await toggle(repositories[0])
        #expect(await heard.next() == [repositories[0]])
        try await toggle(repositories[1])
        #expect(await heard.next() == [repositories[1], repositories[0]])
    }

    @Test("the marks' output port hears the identifiers")
    func reportsMarks() async throws {
        let store = FakeFavourites()
        let output = FavouritesOutputPortSpy()
        let reporting = ObserveFavourites(favourites: store).reportMarks(to: output)
        defer { reporting.cancel() }
        var heard = output.marks.makeAsyncIterator()
        #expect(await heard.next() == [])
        let repository = sampleRepositories(1)[0]
        try await ToggleFavourite(favourites: store)(repository)
        #expect(await heard.next() == [repository.id])
    }

    @Test("reporting ends when the output port is released, without a cancel")
    func endsWithItsOutput() async throws {
        let store = FakeFavourites()
        var output: FavouritesOutputPortSpy? = FavouritesOutputPortSpy()
        weak let released = output
        let reporting = ObserveFavourites(favourites: store).report(to: try #require(output))
        var heard = try #require(output).favourites.makeAsyncIterator()
        #expect(await heard.next() == [])
        output = nil
        #expect(released == nil, "the use case holds its output port weakly")
        try await ToggleFavourite(favourites: store)(sampleRepositories(1)[0])
        await reporting.value // ends by itself: the next change finds no output
    }
}
