import PropertyBased
import StrataAlert
import StrataCore
import StrataTesting
import Testing

@MainActor
@Suite("AlertClient")
struct AlertClientTests {
    let screen = RecordingAlertPresenter()

    @Test("show hands the strategy's presentation to the view controller")
    func showPresents() {
        let client = AlertClient<PhotoErrorAction>(viewController: screen)
        var completed = false
        let outcome = client.show(strategy: .fetchFailed(reason: "offline"), animated: false) { completed = true }
        #expect(outcome == .presented)
        #expect(completed)
        #expect(screen.presentations == [AlertStrategy<PhotoErrorAction>.fetchFailed(reason: "offline").presentation])
        #expect(screen.animatedFlags == [false])
    }

    @Test("every handler is called in registration order with the tapped action")
    func handlersInOrder() throws {
        let client = AlertClient<PhotoErrorAction>(viewController: screen)
        var calls: [String] = []
        client.register { calls.append("first \($0)") }
        client.register { calls.append("second \($0)") }
        client.show(strategy: .fetchFailed(reason: "offline"))
        try screen.choose(buttonTitled: "Settings")
        #expect(calls == ["first settings", "second settings"])
    }

    @Test("a handler registered on one action or a list of actions sees only those")
    func filteredRegistrations() throws {
        let client = AlertClient<PhotoErrorAction>(viewController: screen)
        var retries = 0
        var dismissals: [PhotoErrorAction] = []
        client.register(on: .retry) { _ in retries += 1 }
        client.register(on: [.settings, .cancel]) { dismissals.append($0) }
        for title in ["Retry", "Cancel", "Settings", "Retry"] {
            client.show(strategy: .fetchFailed(reason: "offline"))
            try screen.choose(buttonTitled: title)
        }
        #expect(retries == 2)
        #expect(dismissals == [.cancel, .settings])
    }

    @Test("an unregistered handler is no longer called, and its key is then unknown")
    func unregistering() throws {
        let client = AlertClient<PhotoErrorAction>(viewController: screen)
        var calls = 0
        let key = client.register { _ in calls += 1 }
        #expect(client.handlerCount == 1)
        #expect(client.unregister(key: key))
        #expect(!client.unregister(key: key))
        #expect(!client.unregister(key: RegistryKey()))
        client.show(strategy: .fetchFailed(reason: "offline"))
        try screen.choose(buttonAt: 0)
        #expect(calls == 0)
    }

    @Test("two clients with different actions on one view controller each hear only their alerts")
    func twoContexts() throws {
        let photos = AlertClient<PhotoErrorAction>(viewController: screen)
        let confirm = AlertClient<ConfirmAction>(viewController: screen)
        var photoActions: [PhotoErrorAction] = []
        var confirmActions: [ConfirmAction] = []
        photos.register { photoActions.append($0) }
        confirm.register { confirmActions.append($0) }

        #expect(confirm.show(strategy: .init(confirmSwitchTo: "cats")) == .presented)
        #expect(photos.show(strategy: .fetchFailed(reason: "offline")) == .queued(position: 1))
        #expect(screen.presentations.count == 1)

        try screen.choose(buttonTitled: "Show cats")
        #expect(confirmActions == [.change(to: "cats")])
        #expect(screen.visibleAlert?.title == "Photos unavailable")

        try screen.choose(buttonTitled: "Retry")
        #expect(photoActions == [.retry])
        #expect(confirmActions == [.change(to: "cats")])
        #expect(screen.maximumSimultaneousAlerts == 1)
    }

    @Test("alerts shown while one is on screen appear one at a time, first in first out")
    func queueing() throws {
        let client = AlertClient<PhotoErrorAction>(viewController: screen)
        var completions: [String] = []
        for reason in ["a", "b", "c"] {
            client.show(strategy: .fetchFailed(reason: reason), animated: true) { completions.append(reason) }
        }
        #expect(completions == ["a"])
        try screen.choose(buttonAt: 2)
        #expect(completions == ["a", "b"])
        try screen.choose(buttonAt: 2)
        try screen.choose(buttonAt: 2)
        #expect(completions == ["a", "b", "c"])
        #expect(screen.presentations.map(\.message) == ["a", "b", "c"])
        #expect(screen.maximumSimultaneousAlerts == 1)
        #expect(!screen.isPresentingAlert)
    }

    @Test("an alert shown by a handler waits behind the alerts already queued")
    func showFromHandler() throws {
        let client = AlertClient<PhotoErrorAction>(viewController: screen)
        var reshown = false
        client.register(on: .retry) { _ in
            guard !reshown else { return }
            reshown = true
            client.show(strategy: .fetchFailed(reason: "again"))
        }
        client.show(strategy: .fetchFailed(reason: "first"))
        client.show(strategy: .fetchFailed(reason: "queued"))
        try screen.choose(buttonTitled: "Retry")
        #expect(screen.visibleAlert?.message == "queued")
        try screen.choose(buttonTitled: "Cancel")
        #expect(screen.visibleAlert?.message == "again")
        #expect(screen.maximumSimultaneousAlerts == 1)
    }

    @Test("a handler may show the next alert at once when nothing else waits")
    func showFromHandlerWhenIdle() throws {
        let client = AlertClient<PhotoErrorAction>(viewController: screen)
        var outcome: AlertShowOutcome?
        client.register(on: .retry) { _ in outcome = client.show(strategy: .fetchFailed(reason: "again")) }
        client.show(strategy: .fetchFailed(reason: "first"))
        try screen.choose(buttonTitled: "Retry")
        #expect(outcome == .presented)
        #expect(screen.visibleAlert?.message == "again")
    }

    @Test("with the view controller gone, show reports it instead of crashing")
    func presenterGone() {
        var diagnostics: [AlertClientError] = []
        var presenter: RecordingAlertPresenter? = RecordingAlertPresenter()
        weak let weakPresenter = presenter
        let client = AlertClient<PhotoErrorAction>(viewController: presenter!) { diagnostics.append($0) }
        presenter = nil
        #expect(weakPresenter == nil, "the client must not keep its view controller alive")
        var completed = false
        let outcome = client.show(strategy: .fetchFailed(reason: "offline"), animated: true) { completed = true }
        #expect(outcome == .rejected(.viewControllerUnavailable))
        #expect(diagnostics == [.viewControllerUnavailable])
        #expect(!completed)
    }

    @Test("alerts still waiting when the view controller goes are dropped with a diagnostic")
    func presenterGoneWithQueue() {
        var diagnostics: [AlertClientError] = []
        var presenter: RecordingAlertPresenter? = RecordingAlertPresenter()
        let client = AlertClient<PhotoErrorAction>(viewController: presenter!) { diagnostics.append($0) }
        client.show(strategy: .fetchFailed(reason: "on screen"))
        client.show(strategy: .fetchFailed(reason: "waiting"))
        presenter = nil
        // Any later use of an alert client notices the gone view controller.
        let other = RecordingAlertPresenter()
        AlertClient<AcknowledgeAction>(viewController: other)
            .show(strategy: .init(title: "Hi", message: nil, actions: [.ok]))
        #expect(diagnostics == [.viewControllerUnavailable])
    }

    @Test("a client released while its alert is on screen is released, and the queue moves on")
    func clientGone() throws {
        var client: AlertClient<PhotoErrorAction>? = AlertClient(viewController: screen)
        weak let weakClient = client
        let other = AlertClient<ConfirmAction>(viewController: screen)
        var confirmed: [ConfirmAction] = []
        other.register { confirmed.append($0) }
        client?.show(strategy: .fetchFailed(reason: "x"))
        other.show(strategy: .init(confirmSwitchTo: "dogs"))
        client = nil
        #expect(weakClient == nil, "a shown alert must not keep its client alive")
        try screen.choose(buttonTitled: "Retry")
        try screen.choose(buttonTitled: "Show dogs")
        #expect(confirmed == [.change(to: "dogs")])
    }

    @Test("an alert with no actions is rejected, not given an invented OK button")
    func noActions() {
        var diagnostics: [AlertClientError] = []
        let client = AlertClient<PhotoErrorAction>(viewController: screen) { diagnostics.append($0) }
        let outcome = client.show(strategy: .init(title: "Empty", message: nil, actions: []))
        #expect(outcome == .rejected(.noActions(title: "Empty")))
        #expect(diagnostics == [.noActions(title: "Empty")])
        #expect(screen.presentations.isEmpty)
    }

    @Test("an alert with two cancel actions is rejected")
    func twoCancels() {
        let client = AlertClient<PhotoErrorAction>(viewController: screen)
        let outcome = client.show(strategy: .init(title: nil, message: nil, actions: [.retry, .cancel, .cancel]))
        #expect(outcome == .rejected(.multipleCancelActions(titles: ["Cancel", "Cancel"])))
        #expect(screen.presentations.isEmpty)
    }

    @Test("an alert that no client manages makes show fail with viewControllerBusy")
    func foreignAlert() {
        screen.showsForeignAlert = true
        let client = AlertClient<PhotoErrorAction>(viewController: screen)
        #expect(client.show(strategy: .fetchFailed(reason: "x")) == .rejected(.viewControllerBusy))
        #expect(screen.presentations.isEmpty)
    }

    @Test("a button index the driver invents is ignored and reported")
    func outOfRangeChoice() throws {
        var diagnostics: [AlertClientError] = []
        let client = AlertClient<PhotoErrorAction>(viewController: screen) { diagnostics.append($0) }
        var calls = 0
        client.register { _ in calls += 1 }
        client.show(strategy: .fetchFailed(reason: "x"))
        client.show(strategy: .fetchFailed(reason: "next"))
        try screen.choose(buttonAt: 7)
        #expect(calls == 0)
        #expect(diagnostics == [.choiceOutOfRange(index: 7, buttonCount: 3)])
        #expect(screen.visibleAlert?.message == "next", "the queue moves on")
    }

    @Test("a driver that reports a choice twice is heard once")
    func duplicateChoice() {
        final class DoubleReporter: AlertPresenting {
            var isPresentingAlert: Bool { false }
            func presentAlert(
                _ alert: AlertPresentation, animated: Bool,
                completion: (@MainActor () -> Void)?, onChoice: @escaping @MainActor (Int) -> Void
            ) {
                onChoice(0)
                onChoice(0)
            }
        }
        let reporter = DoubleReporter()
        let client = AlertClient<PhotoErrorAction>(viewController: reporter)
        var calls = 0
        client.register { _ in calls += 1 }
        client.show(strategy: .fetchFailed(reason: "x"))
        #expect(calls == 1)
    }

    @Test("handlers run in registration order for any sequence of registrations and taps (property)")
    func orderProperty() async {
        await propertyCheck(
            count: 200,
            input: Gen.int(in: 0...2).array(of: 0...12),
            Gen.int(in: 0...2).array(of: 1...6)
        ) { filters, taps in
            let screen = RecordingAlertPresenter()
            let client = AlertClient<PhotoErrorAction>(viewController: screen)
            let all = PhotoErrorAction.allCases
            var calls: [Int] = []
            // filter 0: every action; 1: only .retry; 2: .settings or .cancel.
            for (index, filter) in filters.enumerated() {
                switch filter {
                case 0: client.register { _ in calls.append(index) }
                case 1: client.register(on: .retry) { _ in calls.append(index) }
                default: client.register(on: [.settings, .cancel]) { _ in calls.append(index) }
                }
            }
            var expected: [Int] = []
            for tap in taps {
                client.show(strategy: .fetchFailed(reason: "x"))
                try? screen.choose(buttonAt: tap)
                let action = all[tap]
                expected += filters.indices.filter { index in
                    switch filters[index] {
                    case 0: true
                    case 1: action == .retry
                    default: action != .retry
                    }
                }
            }
            #expect(calls == expected)
        }
    }
}
