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

    @Test("an alert for a screen that cannot present is rejected as viewControllerUnavailable, not lost")
    func offScreen() {
        let screen = Screen()
        var diagnostics: [AlertClientError] = []
        let client = AlertClient<PhotoErrorAction>(viewController: screen) { diagnostics.append($0) }
        #expect(client.show(strategy: .fetchFailed(reason: "offline")) == .rejected(.viewControllerUnavailable))
        #expect(screen.presented.isEmpty)
        #expect(diagnostics == [.viewControllerUnavailable])
        screen.canPresentAlerts = true
        #expect(client.show(strategy: .fetchFailed(reason: "offline")) == .presented)
    }

    @Test("alerts waiting when the screen leaves the window are dropped with viewControllerUnavailable")
    func leavesWhileWaiting() {
        let screen = Screen()
        screen.canPresentAlerts = true
        var diagnostics: [AlertClientError] = []
        let client = AlertClient<PhotoErrorAction>(viewController: screen) { diagnostics.append($0) }
        client.show(strategy: .fetchFailed(reason: "first"))
        #expect(client.show(strategy: .fetchFailed(reason: "second")) == .queued(position: 1))
        screen.canPresentAlerts = false
        let answer = screen.answer
        screen.answer = nil
        answer?(0)
        #expect(screen.presented.count == 1)
        #expect(diagnostics == [.viewControllerUnavailable])
    }

    @Test("an alert the driver reports it will never show is dropped with viewControllerUnavailable, and the next one is presented")
    func driverReportsUnavailable() {
        final class QueueingScreen: AlertPresenting {
            var isPresentingAlert: Bool { false }
            var unavailable: [@MainActor () -> Void] = []
            var presented: [String] = []
            func presentAlert(_ alert: AlertPresentation, animated: Bool, completion: (@MainActor () -> Void)?, onChoice: @escaping @MainActor (Int) -> Void) {
                presented.append(alert.title ?? "")
            }
            func presentAlert(
                _ alert: AlertPresentation, animated: Bool, completion: (@MainActor () -> Void)?,
                onChoice: @escaping @MainActor (Int) -> Void, onUnavailable: @escaping @MainActor () -> Void
            ) {
                presented.append(alert.title ?? "")
                unavailable.append(onUnavailable)
            }
        }
        let screen = QueueingScreen()
        var diagnostics: [AlertClientError] = []
        var chosen: [PhotoErrorAction] = []
        let client = AlertClient<PhotoErrorAction>(viewController: screen) { diagnostics.append($0) }
        client.register { chosen.append($0) }
        #expect(client.show(strategy: .fetchFailed(reason: "first")) == .presented)
        #expect(client.show(strategy: .fetchFailed(reason: "second")) == .queued(position: 1))
        screen.unavailable.first?()
        #expect(diagnostics == [.viewControllerUnavailable])
        #expect(screen.presented.count == 2, "the waiting alert went to the driver next")
        screen.unavailable.first?()
        #expect(diagnostics == [.viewControllerUnavailable], "a second report of the same alert is ignored")
        #expect(chosen.isEmpty)
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
