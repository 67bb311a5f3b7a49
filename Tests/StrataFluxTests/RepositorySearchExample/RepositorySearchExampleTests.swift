import StrataFlux
import Testing

@Suite("Repository search, the book's Flux shape")
@MainActor
struct RepositorySearchExampleTests {
    static let swift = Repository(id: 1, fullName: "swiftlang/swift")
    static let nio = Repository(id: 2, fullName: "apple/swift-nio")
    let api = FakeRepositorySearchAPI(results: ["swift": [swift, nio]])

    @Test("a search shows the loading state, then the results")
    func search() async throws {
        let feature = RepositorySearchFlux(api: api)
        var states: [SearchState] = []
        feature.searchStore.addObserver { states.append($0) }
        try await feature.actionCreator.search(query: "swift")
        #expect(states == [
            SearchState(query: "swift", isSearching: true),
            SearchState(query: "swift", isSearching: false, repositories: [Self.swift, Self.nio]),
        ])
    }

    @Test("a failed search keeps the previous results and shows a message")
    func failure() async throws {
        let feature = RepositorySearchFlux(api: api)
        try await feature.actionCreator.search(query: "swift")
        try await feature.actionCreator.search(query: "nothing")
        #expect(feature.searchStore.state.repositories == [Self.swift, Self.nio])
        #expect(feature.searchStore.state.errorMessage == "Search for “nothing” failed.")
        #expect(!feature.searchStore.state.isSearching)
    }

    @Test("favourites toggle and are independent of searches")
    func favourites() async throws {
        let feature = RepositorySearchFlux(api: api)
        try feature.actionCreator.toggleFavourite(Self.nio)
        try await feature.actionCreator.search(query: "swift")
        try feature.actionCreator.toggleFavourite(Self.swift)
        try feature.actionCreator.toggleFavourite(Self.nio)
        #expect(feature.favouritesStore.state == [Self.swift])
    }
}
