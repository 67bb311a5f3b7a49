import StrataAlert
import StrataTesting
import Testing

/// A screen written against the protocol, as a view controller generic over its client would be.
@MainActor
final class PhotoScreen<Client: AlertClientType<PhotoErrorAction>> {
    let alertClient: Client
    private(set) var retries = 0

    init(alertClient: Client) {
        self.alertClient = alertClient
        alertClient.register(on: .retry) { [unowned self] _ in retries += 1 }
    }

    func loadFailed() {
        alertClient.show(strategy: .fetchFailed(reason: "offline"))
    }
}

@MainActor
@Suite("AlertClientSpy")
struct AlertClientSpyTests {
    @Test("the spy stands in for a client, records what was shown and runs handlers on a tap")
    func standsIn() throws {
        let spy = AlertClientSpy<PhotoErrorAction>()
        let screen = PhotoScreen(alertClient: spy)
        screen.loadFailed()
        #expect(spy.shownStrategies == [.fetchFailed(reason: "offline")])
        #expect(spy.animatedFlags == [true])
        try spy.tap(.retry)
        #expect(screen.retries == 1)
        #expect(spy.tappedActions == [.retry])
        #expect(spy.currentStrategy == nil)
    }

    @Test("tapping with nothing on screen, or a button the alert lacks, is an error")
    func tapErrors() throws {
        let spy = AlertClientSpy<ConfirmAction>()
        #expect(throws: AlertClientSpyError.noAlertOnScreen) { try spy.tap(.cancel) }
        spy.show(strategy: .init(confirmSwitchTo: "cats"))
        #expect(throws: AlertClientSpyError.actionNotOffered(title: "Show dogs")) { try spy.tap(.change(to: "dogs")) }
        try spy.tap(.change(to: "cats"))
        #expect(throws: AlertClientSpyError.noAlertOnScreen) { try spy.tap(.cancel) }
    }

    @Test("like the real client, alerts are answered in the order they were shown")
    func queueing() throws {
        let spy = AlertClientSpy<PhotoErrorAction>()
        var completed: [String] = []
        #expect(spy.show(strategy: .fetchFailed(reason: "a"), animated: false) { completed.append("a") } == .presented)
        #expect(spy.show(strategy: .fetchFailed(reason: "b"), animated: false) { completed.append("b") } == .queued(position: 1))
        #expect(completed == ["a"])
        try spy.tap(.cancel)
        #expect(spy.currentStrategy?.message == "b")
    }

    @Test("filtered handlers and unregistering behave as on the real client")
    func registrations() {
        let spy = AlertClientSpy<PhotoErrorAction>()
        var seen: [String] = []
        let key = spy.register { seen.append("all \($0)") }
        spy.register(on: .retry) { seen.append("retry \($0)") }
        spy.register(on: [.settings]) { seen.append("list \($0)") }
        spy.simulateChoice(.retry)
        spy.simulateChoice(.settings)
        #expect(spy.unregister(key: key))
        #expect(!spy.unregister(key: key))
        spy.simulateChoice(.cancel)
        #expect(seen == ["all retry", "retry retry", "all settings", "list settings"])
        #expect(spy.handlerCount == 2)
    }

    @Test("a rejection can be simulated")
    func rejection() {
        let spy = AlertClientSpy<PhotoErrorAction>()
        spy.rejection = .viewControllerUnavailable
        #expect(spy.show(strategy: .fetchFailed(reason: "x")) == .rejected(.viewControllerUnavailable))
        #expect(spy.shownStrategies.count == 1)
        #expect(spy.currentStrategy == nil)
    }

    @Test("spy errors explain themselves")
    func descriptions() {
        #expect(AlertClientSpyError.noAlertOnScreen.description.contains("No alert"))
        #expect(AlertClientSpyError.actionNotOffered(title: "Go").description.contains("\"Go\""))
    }
}
