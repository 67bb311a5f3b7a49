import StrataAlert
import Testing

@Suite("AlertClientError")
struct AlertClientErrorTests {
    @Test("every error explains itself")
    func descriptions() {
        #expect(AlertClientError.viewControllerUnavailable.description.contains("no longer exists"))
        #expect(AlertClientError.viewControllerBusy.description.contains("no alert client manages"))
        #expect(AlertClientError.noActions(title: "Oops").description.contains("\"Oops\""))
        #expect(AlertClientError.noActions(title: nil).description.contains("(untitled)"))
        #expect(AlertClientError.multipleCancelActions(titles: ["No", "Never"]).description.contains("No, Never"))
        #expect(AlertClientError.choiceOutOfRange(index: 5, buttonCount: 2).description.contains("button 5"))
    }
}
