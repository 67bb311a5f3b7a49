// strata-lint:disable inline-alert-handler -- these tests drive the AlertPresenting contract directly, as AlertClient does; screens never call it.
import StrataAlert
import StrataTesting
import Testing

@MainActor
@Suite("RecordingAlertPresenter")
struct RecordingAlertPresenterTests {
    let alert = AlertPresentation(
        title: "Delete?", message: nil, style: .alert,
        buttons: [.init(title: "Delete", style: .destructive), .init(title: "Cancel", style: .cancel)]
    )

    @Test("records presentations, shows them at once and reports the chosen index")
    func records() throws {
        let presenter = RecordingAlertPresenter()
        var chosen: [Int] = []
        var shown = false
        presenter.presentAlert(alert, animated: true, completion: { shown = true }) { chosen.append($0) }
        #expect(shown)
        #expect(presenter.isPresentingAlert)
        #expect(presenter.visibleAlert == alert)
        try presenter.choose(buttonTitled: "Cancel")
        #expect(chosen == [1])
        #expect(!presenter.isPresentingAlert)
        #expect(presenter.presentations == [alert])
        #expect(presenter.animatedFlags == [true])
    }

    @Test("choosing with nothing on screen or an unknown title is an error")
    func errors() {
        let presenter = RecordingAlertPresenter()
        #expect(throws: RecordingAlertPresenterError.noAlertOnScreen) { try presenter.choose(buttonAt: 0) }
        presenter.presentAlert(alert, animated: false, completion: nil) { _ in }
        #expect(throws: RecordingAlertPresenterError.noSuchButton(title: "Keep")) {
            try presenter.choose(buttonTitled: "Keep")
        }
        #expect(RecordingAlertPresenterError.noSuchButton(title: "Keep").description.contains("\"Keep\""))
        #expect(RecordingAlertPresenterError.noAlertOnScreen.description.contains("No alert"))
    }

    @Test("overlapping presentations are counted so tests can forbid them")
    func overlap() throws {
        let presenter = RecordingAlertPresenter()
        presenter.presentAlert(alert, animated: false, completion: nil) { _ in }
        presenter.presentAlert(alert, animated: false, completion: nil) { _ in }
        #expect(presenter.maximumSimultaneousAlerts == 2)
        try presenter.choose(buttonAt: 0)
        try presenter.choose(buttonAt: 0)
        #expect(!presenter.isPresentingAlert)
    }

    @Test("a foreign alert can be simulated")
    func foreign() {
        let presenter = RecordingAlertPresenter()
        presenter.showsForeignAlert = true
        #expect(presenter.isPresentingAlert)
        #expect(presenter.visibleAlert == nil)
    }
}
