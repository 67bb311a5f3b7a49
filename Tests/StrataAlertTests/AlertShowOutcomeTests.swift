import StrataAlert
import Testing

@Suite("AlertShowOutcome")
struct AlertShowOutcomeTests {
    @Test("only a rejection carries an error")
    func error() {
        #expect(AlertShowOutcome.presented.error == nil)
        #expect(AlertShowOutcome.queued(position: 1).error == nil)
        #expect(AlertShowOutcome.rejected(.viewControllerBusy).error == .viewControllerBusy)
    }
}
