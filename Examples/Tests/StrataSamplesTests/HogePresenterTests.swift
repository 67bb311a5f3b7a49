import SamplePresenters
import Testing

/// Records what the Hoge presenter emits.
@MainActor
final class HogeOutputsSpy: HogePresenterOutputs {
    private(set) var colorModes: [Bool] = []
    func updateColorMode(lightMode: Bool) { colorModes.append(lightMode) }
}

@Suite("HogePresenter")
@MainActor
struct HogePresenterTests {
    @Test("setup emits the initial state: light mode")
    func initialState() {
        let output = HogeOutputsSpy()
        let presenter = HogePresenter(output: output)
        presenter.setup()
        #expect(output.colorModes == [true])
        #expect(presenter.isLightMode)
    }

    @Test("each change flips the mode and emits it")
    func toggles() {
        let output = HogeOutputsSpy()
        let presenter = HogePresenter(output: output)
        presenter.setup()
        presenter.changeColorMode()
        presenter.changeColorMode()
        presenter.changeColorMode()
        #expect(output.colorModes == [true, false, true, false])
    }

    @Test("the presenter holds its output weakly: no cycle with the view controller")
    func weakOutput() {
        var output: HogeOutputsSpy? = HogeOutputsSpy()
        weak let released = output
        let presenter = HogePresenter(output: output ?? HogeOutputsSpy())
        output = nil
        #expect(released == nil)
        presenter.changeColorMode()
    }
}
