import SamplePresenters
import SampleScreens
import StrataTerminal
import Testing

@Suite("Hoge sample on a headless terminal")
@MainActor
struct HogeScreenTests {
    @Test("opens in light mode; Enter on the button switches to dark mode and back")
    func togglesColorMode() {
        let screen = HogeViewController<HogePresenter>()
        let harness = SampleHarness(screen)
        assertSnapshot(harness.screen(), named: "hoge-light")
        assertSnapshot(harness.terminal.styledText, named: "hoge-light-styled")
        #expect(screen.rootView.colorModeButton.title == "Hoge Dark Mode!!!")

        assertSnapshot(harness.screen(after: .enter), named: "hoge-dark")
        assertSnapshot(harness.terminal.styledText, named: "hoge-dark-styled")
        #expect(screen.rootView.colorModeButton.title == "Hoge Light Mode!!!")

        harness.screen(after: .character(" "))
        #expect(screen.rootView.colorModeButton.title == "Hoge Dark Mode!!!", "Space presses too")
    }
}
