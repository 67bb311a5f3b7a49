import StrataAlert
import Testing

@Suite("AlertActionType")
struct AlertActionTypeTests {
    @Test("an action that does not choose a style is an ordinary button")
    func defaultStyle() {
        #expect(AcknowledgeAction.ok.style == .default)
    }

    @Test("an action's own style wins over the default")
    func customStyle() {
        #expect(PhotoErrorAction.cancel.style == .cancel)
        #expect(ConfirmAction.change(to: "cats").style == .default)
    }
}
