import StrataAlert
import StrataTesting
import Testing

/// A view controller in the articles' shape: generic over its alert client, which it creates
/// itself with `init(viewController:)` (the article's `XAlertClient(viewController: self)`).
@MainActor
final class GenericAlertScreen<FetchErrorAlert: AlertClientType<PhotoErrorAction>>: AlertPresenting {
    private let presentations = RecordingAlertPresenter()
    private(set) lazy var fetchErrorAlert = FetchErrorAlert(viewController: self)
    private(set) var retries = 0

    func viewDidLoad() {
        fetchErrorAlert.register(on: .retry) { [unowned self] _ in retries += 1 }
    }

    func showFetchError(_ strategy: AlertStrategy<PhotoErrorAction>) {
        fetchErrorAlert.show(strategy: strategy)
    }

    var isPresentingAlert: Bool { presentations.isPresentingAlert }

    func presentAlert(
        _ alert: AlertPresentation,
        animated: Bool,
        completion: (@MainActor () -> Void)?,
        onChoice: @escaping @MainActor (Int) -> Void
    ) {
        presentations.presentAlert(alert, animated: animated, completion: completion, onChoice: onChoice)
    }

    func choose(buttonTitled title: String) throws {
        try presentations.choose(buttonTitled: title)
    }
}

@MainActor
@Suite("AlertClientType.init(viewController:): a screen generic over its alert client")
struct AlertClientInitRequirementTests {
    @Test("with the real client, the screen's own presenting shows the alert and a tap runs its handler")
    func realClient() throws {
        let screen = GenericAlertScreen<AlertClient<PhotoErrorAction>>()
        screen.viewDidLoad()
        screen.showFetchError(.fetchFailed(reason: "offline"))
        #expect(screen.isPresentingAlert)
        try screen.choose(buttonTitled: "Retry")
        #expect(screen.retries == 1)
        #expect(!screen.isPresentingAlert)
    }

    @Test("with the spy behind the same screen, nothing is presented; the spy records it and knows its screen")
    func spyClient() throws {
        let screen = GenericAlertScreen<AlertClientSpy<PhotoErrorAction>>()
        screen.viewDidLoad()
        screen.showFetchError(.fetchFailed(reason: "offline"))
        #expect(!screen.isPresentingAlert)
        let spy = screen.fetchErrorAlert
        #expect(spy.viewController === screen)
        #expect(spy.shownStrategies == [.fetchFailed(reason: "offline")])
        try spy.tap(.retry)
        #expect(screen.retries == 1)
    }
}
