import StrataAlert
import Testing

@Suite("AlertPresentation")
struct AlertPresentationTests {
    @Test("a strategy becomes a presentation with its buttons in action order")
    func strategyToPresentation() {
        let strategy = AlertStrategy<DeleteConfirmation>(
            title: "Delete?", message: "It cannot be undone.", actions: [.cancel, .delete], style: .actionSheet
        )
        let presentation = strategy.presentation
        #expect(presentation.title == "Delete?")
        #expect(presentation.message == "It cannot be undone.")
        #expect(presentation.style == .actionSheet)
        #expect(presentation.buttons == [
            AlertPresentation.Button(title: "Cancel", style: .cancel),
            AlertPresentation.Button(title: "Delete", style: .destructive),
        ])
    }

    @Test("styles are plain values with every case listed")
    func styles() {
        #expect(AlertStyle.allCases == [.alert, .actionSheet])
        #expect(AlertActionStyle.allCases == [.default, .cancel, .destructive])
    }
}

private enum DeleteConfirmation: AlertActionType {
    case delete, cancel
    var title: String { self == .delete ? "Delete" : "Cancel" }
    var style: AlertActionStyle { self == .delete ? .destructive : .cancel }
}
