import StrataAlert
import Testing

@Suite("AlertStrategy")
struct AlertStrategyTests {
    @Test("a constrained initialiser builds the strategy of its context")
    func contextInitialiser() {
        let strategy = AlertStrategy(confirmSwitchTo: "cats")
        #expect(strategy.title == "Switch album?")
        #expect(strategy.message == nil)
        #expect(strategy.actions == [.change(to: "cats"), .cancel])
        #expect(strategy.style == .actionSheet)
    }

    @Test("the style defaults to a centred alert")
    func defaultStyle() {
        #expect(AlertStrategy<PhotoErrorAction>.fetchFailed(reason: "offline").style == .alert)
    }

    @Test("strategies are equal when texts, actions and style are")
    func equality() {
        let a = AlertStrategy<PhotoErrorAction>.fetchFailed(reason: "offline")
        var b = a
        #expect(a == b)
        b.actions.removeLast()
        #expect(a != b)
        var c = a
        c.style = .actionSheet
        #expect(a != c)
    }

    @Test("a strategy can be the failure of a Result")
    func usableAsError() throws {
        let result: Result<Int, AlertStrategy<PhotoErrorAction>> = .failure(.fetchFailed(reason: "offline"))
        #expect(throws: AlertStrategy<PhotoErrorAction>.fetchFailed(reason: "offline")) { try result.get() }
    }

    @Test("the presentation lists the actions' titles and styles in order")
    func presentation() {
        let presentation = AlertStrategy<PhotoErrorAction>.fetchFailed(reason: "offline").presentation
        #expect(presentation.title == "Photos unavailable")
        #expect(presentation.message == "offline")
        #expect(presentation.style == .alert)
        #expect(presentation.buttons == [
            .init(title: "Retry", style: .default),
            .init(title: "Settings", style: .default),
            .init(title: "Cancel", style: .cancel),
        ])
    }
}
