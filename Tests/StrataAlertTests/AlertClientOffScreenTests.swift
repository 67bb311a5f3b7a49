import StrataAlert
import Testing

@MainActor
@Suite("AlertClient with a presenter that cannot present now")
struct AlertClientOffScreenTests {
    /// A view controller whose view may be out of its window (UIKit's case).
    final class Screen: AlertPresenting {
        var canPresentAlerts = false
        var presented: [AlertPresentation] = []
        var answer: (@MainActor (Int) -> Void)?
        var isPresentingAlert: Bool { answer != nil }

        func presentAlert(_ alert: AlertPresentation, animated: Bool, completion: (@MainActor () -> Void)?, onChoice: @escaping @MainActor (Int) -> Void) {
            presented.append(alert)
            answer = onChoice
        }
    }

    @Test("an alert for a screen that cannot present is rejected as presenterUnavailable, not lost")
    func offScreen() {
        let screen = Screen()
        var diagnostics: [AlertClientError] = []
        let client = AlertClient<PhotoErrorAction>(presenter: screen) { diagnostics.append($0) }
        #expect(client.show(strategy: .fetchFailed(reason: "offline")) == .rejected(.presenterUnavailable))
        #expect(screen.presented.isEmpty)
        #expect(diagnostics == [.presenterUnavailable])
        screen.canPresentAlerts = true
        #expect(client.show(strategy: .fetchFailed(reason: "offline")) == .presented)
    }

    @Test("alerts waiting when the screen leaves the window are dropped with presenterUnavailable")
    func leavesWhileWaiting() {
        let screen = Screen()
        screen.canPresentAlerts = true
        var diagnostics: [AlertClientError] = []
        let client = AlertClient<PhotoErrorAction>(presenter: screen) { diagnostics.append($0) }
        client.show(strategy: .fetchFailed(reason: "first"))
        #expect(client.show(strategy: .fetchFailed(reason: "second")) == .queued(position: 1))
        screen.canPresentAlerts = false
        let answer = screen.answer
        screen.answer = nil
        answer?(0)
        #expect(screen.presented.count == 1)
        #expect(diagnostics == [.presenterUnavailable])
    }

    @Test("drivers that always can present need not say so")
    func defaultCanPresent() {
        final class Terminal: AlertPresenting {
            var isPresentingAlert: Bool { false }
            func presentAlert(_ alert: AlertPresentation, animated: Bool, completion: (@MainActor () -> Void)?, onChoice: @escaping @MainActor (Int) -> Void) {}
        }
        #expect(Terminal().canPresentAlerts)
    }
}
