import Testing
@testable import StrataTerminal

@Suite("ActivityIndicator")
@MainActor
struct ActivityIndicatorTests {
    @Test("draws a frame and its title while animating, nothing when stopped")
    func animation() {
        let indicator = ActivityIndicator(title: "読み込み中")
        let harness = Harness(indicator, columns: 20, rows: 3)
        #expect(harness.screen().components(separatedBy: "\n")[0] == "")
        indicator.startAnimating()
        #expect(harness.screen().hasPrefix("⠋ 読み込み中"))
        indicator.advance()
        #expect(harness.screen().hasPrefix("⠙ 読み込み中"))
        indicator.stopAnimating()
        #expect(harness.screen().components(separatedBy: "\n")[0] == "")
        indicator.showsTitleWhenStopped = true
        #expect(harness.screen().hasPrefix("読み込み中"))
    }
}
