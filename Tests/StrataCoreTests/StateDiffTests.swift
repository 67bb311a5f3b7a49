import StrataCore
import Testing

@Suite("StateDiff")
struct StateDiffTests {
    struct Owner: Equatable { var name: String; var stars: Int }
    struct Screen: Equatable {
        var owner = Owner(name: "apple", stars: 1)
        var tags: [String] = ["a"]
        var scores: [String: Int] = ["x": 1]
        var request = RequestState<Int, TestError>.idle
    }
    struct TestError: Error, Equatable {}

    @Test("equal values have no changes")
    func equal() {
        #expect(StateDiff(from: Screen(), to: Screen()).isEmpty)
    }

    @Test("changes are reported by path, nested properties included")
    func nested() {
        var new = Screen()
        new.owner.stars = 2
        new.tags = ["a", "b"]
        new.scores = ["x": 2, "y": 3]
        let diff = StateDiff(from: Screen(), to: new)
        #expect(diff.changes.map(\.description) == [
            "owner.stars: 1 → 2",
            "tags.count: 1 → 2",
            "tags[1]: (absent) → \"b\"",
            "scores[\"x\"]: 1 → 2",
            "scores[\"y\"]: (absent) → 3",
        ])
    }

    @Test("an enum changing case is one change; the same case recurses into its payload")
    func enums() {
        var loaded = Screen()
        loaded.request = .loaded(1)
        let caseChange = StateDiff(from: Screen(), to: loaded)
        #expect(caseChange.changes.count == 1)
        #expect(caseChange.changes[0].path == "request")
        var reloaded = Screen()
        reloaded.request = .loaded(2)
        #expect(StateDiff(from: loaded, to: reloaded).description == "request.loaded: 1 → 2")
    }

    @Test("a root leaf is labelled value")
    func leaf() {
        #expect(StateDiff(from: 1, to: 2).description == "value: 1 → 2")
    }
}
