import SamplePresenters
import SampleScreens
import StrataTerminal
import StrataTesting
import Testing

@Suite("Hoge sample on a headless terminal")
@MainActor
struct HogeScreenTests {
    @Test("opens in light mode; Enter on the button switches to dark mode and back")
    func togglesColorMode() {
        let screen = HogeViewController<HogePresenter>()
        let harness = SampleHarness(screen)
        GoldenSnapshot.assertMatches(harness.screen(), named: "hoge-light")
        GoldenSnapshot.assertMatches(harness.terminal.styledText, named: "hoge-light-styled")
        #expect(screen.rootView.colorModeButton.title == "Hoge Dark Mode!!!")

        GoldenSnapshot.assertMatches(harness.screen(after: .enter), named: "hoge-dark")
        GoldenSnapshot.assertMatches(harness.terminal.styledText, named: "hoge-dark-styled")
        #expect(screen.rootView.colorModeButton.title == "Hoge Light Mode!!!")

        harness.screen(after: .character(" "))
        #expect(screen.rootView.colorModeButton.title == "Hoge Dark Mode!!!", "Space presses too")
    }
}
