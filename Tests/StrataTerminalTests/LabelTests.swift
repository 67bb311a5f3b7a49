import StrataTesting
import Testing
@testable import StrataTerminal

@Suite("Label")
@MainActor
struct LabelTests {
    @Test("wraps at word boundaries and aligns each line")
    func wrapping() {
        let label = Label("The quick brown fox jumps over the lazy dog", alignment: .center)
        let harness = Harness(label, columns: 16, rows: 5)
        GoldenSnapshot.assertMatches(harness.screen(), named: "label-wrapped-centered")
    }

    @Test("Japanese text wraps by display width and lines up")
    func japanese() {
        let stack = StackView(axis: .vertical)
        stack.addArrangedSubview(Label("日本語のテキストは折り返されます。"), length: .fit)
        stack.addArrangedSubview(Label("abcdefghijklmnopqrstuvwxyz0123456789", alignment: .trailing), length: .fit)
        let harness = Harness(stack, columns: 12, rows: 8)
        GoldenSnapshot.assertMatches(harness.screen(), named: "label-japanese")
    }

    @Test("a label that does not wrap is cut at the edge with …, never splitting a wide character")
    func noWrap() {
        let label = Label("漢字漢字漢字", wraps: false)
        let harness = Harness(label, columns: 7, rows: 5)
        #expect(harness.screen().components(separatedBy: "\n")[0] == "漢字漢…")
        let narrower = Harness(Label("漢字漢字漢字", wraps: false), columns: 6, rows: 5)
        #expect(narrower.screen().components(separatedBy: "\n")[0] == "漢字 …", "the mark replaces a whole wide character")
        let fitting = Harness(Label("漢字漢", wraps: false), columns: 6, rows: 5)
        #expect(fitting.screen().components(separatedBy: "\n")[0] == "漢字漢", "text that fits has no mark")
    }

    @Test("changing the text shows on the next frame")
    func update() {
        let label = Label("before")
        let harness = Harness(label)
        #expect(harness.screen().hasPrefix("before"))
        label.text = "after"
        #expect(harness.screen().hasPrefix("after"))
    }
}
