import StrataTesting
import Testing
@testable import StrataTerminal

@Suite("Button")
@MainActor
struct ButtonTests {
    @Test("Enter and Space run every action in order; removed actions do not run")
    func actions() {
        let button = Button(title: "OK")
        var log: [String] = []
        button.addAction { log.append("first") }
        let key = button.addAction { log.append("second") }
        let harness = Harness(button)
        harness.app.send(.enter)
        button.removeAction(key: key)
        harness.app.send(.character(" "))
        #expect(log == ["first", "second", "first"])
    }

    @Test("a focused button is highlighted; a disabled one is dimmed and does nothing")
    func looks() {
        let button = Button(title: "保存")
        var presses = 0
        button.addAction { presses += 1 }
        let harness = Harness(button, columns: 20, rows: 3)
        harness.app.renderNow()
        GoldenSnapshot.assertMatches(harness.terminal.styledText, named: "button-focused-styled")
        button.isEnabled = false
        harness.app.send(.enter)
        harness.app.renderNow()
        #expect(presses == 0)
        #expect(harness.terminal.styledText.hasPrefix("[dim][ 保存 ][/]"))
    }
}
