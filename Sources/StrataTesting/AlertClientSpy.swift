import StrataAlert
import StrataCore

/// An `AlertClientType` for tests: records the strategies shown and lets the test answer them.
///
/// It stands in for the alert client. To test an `AlertClient` itself against a fake screen, use
/// ``RecordingAlertPresenter``.
///
/// Give the spy to the code under test wherever it expects an alert client (a view controller
/// generic over its client, a function taking `some AlertClientType`), then check what was shown
/// and simulate the user's choice:
///
/// ```swift
/// let alert = AlertClientSpy<FetchPhotoErrorAction>()
/// let screen = PhotoScreen(alertClient: alert)
/// screen.loadFailed()
/// #expect(alert.shownStrategies == [.init(fetchFailure: .offline)])
/// try alert.tap(.retry)      // runs the handlers the screen registered
/// ```
///
/// A screen generic over its alert client (`AlertClientType` requires `init(viewController:)`) creates
/// the spy itself; ``viewController`` then tells which screen it belongs to.
///
/// The spy models the real client's queue: alerts are answered in the order they were shown, and
/// ``tap(_:)`` answers the oldest unanswered one.
@MainActor
public final class AlertClientSpy<Action: AlertActionType>: AlertClientType {
    /// Every strategy passed to `show`, in order (rejected ones included).
    public private(set) var shownStrategies: [AlertStrategy<Action>] = []
    /// The `animated` flag of every call to `show`, in order.
    public private(set) var animatedFlags: [Bool] = []
    /// The strategies shown and not answered yet, oldest (the one "on screen") first.
    public private(set) var unansweredStrategies: [AlertStrategy<Action>] = []
    /// Every action tapped through ``tap(_:)``, in order.
    public private(set) var tappedActions: [Action] = []
    /// When set, `show` rejects every strategy with this error (to test how callers cope).
    public var rejection: AlertClientError?

    private let handlers = HandlerRegistry<Action>()

    /// The screen that created the spy through ``init(viewController:)``, while it exists; `nil` for a
    /// spy made with ``init()``. The spy never shows anything on it.
    public private(set) weak var viewController: (any AlertPresenting)?

    /// Creates a spy with no handlers and nothing shown.
    public init() {}

    /// Creates a spy for the screen `viewController` (what a screen generic over its alert client
    /// does); it records what the screen shows instead of showing it.
    public init(viewController: some AlertPresenting) {
        self.viewController = viewController
    }

    /// The strategy "on screen": the oldest one not answered yet.
    public var currentStrategy: AlertStrategy<Action>? { unansweredStrategies.first }

    /// The number of registered handlers.
    public var handlerCount: Int { handlers.count }

    @discardableResult
    public func show(
        strategy: AlertStrategy<Action>,
        animated: Bool,
        completion: (@MainActor () -> Void)?
    ) -> AlertShowOutcome {
        shownStrategies.append(strategy)
        animatedFlags.append(animated)
        if let rejection { return .rejected(rejection) }
        unansweredStrategies.append(strategy)
        if unansweredStrategies.count == 1 {
            completion?()
            return .presented
        }
        return .queued(position: unansweredStrategies.count - 1)
    }

    /// Answers the alert on screen with `action`, calling the matching handlers in order.
    ///
    /// - Throws: ``AlertClientSpyError/noAlertOnScreen`` if nothing is shown, or
    ///   ``AlertClientSpyError/actionNotOffered(title:)`` if the alert on screen has no such button
    ///   — a test that taps a button the user could not see fails instead of passing by accident.
    public func tap(_ action: Action) throws(AlertClientSpyError) {
        guard let current = unansweredStrategies.first else { throw .noAlertOnScreen }
        guard current.actions.contains(action) else { throw .actionNotOffered(title: action.title) }
        unansweredStrategies.removeFirst()
        tappedActions.append(action)
        handlers.emit(action)
    }

    /// Calls the matching handlers with `action` as if an alert had been answered, whatever is
    /// shown. Use it to test handlers in isolation.
    public func simulateChoice(_ action: Action) {
        tappedActions.append(action)
        handlers.emit(action)
    }

    @discardableResult
    public func register(_ handler: @escaping (Action) -> Void) -> RegistryKey {
        handlers.register(handler)
    }

    @discardableResult
    public func register(on action: Action, _ handler: @escaping (Action) -> Void) -> RegistryKey {
        handlers.register(where: { $0 == action }, handler)
    }

    @discardableResult
    public func register(on actions: [Action], _ handler: @escaping (Action) -> Void) -> RegistryKey {
        handlers.register(where: { actions.contains($0) }, handler)
    }

    @discardableResult
    public func unregister(key: RegistryKey) -> Bool {
        handlers.unregister(key: key)
    }
}

/// Why ``AlertClientSpy/tap(_:)`` could not answer an alert: the test asked for something the user
/// could not do.
public enum AlertClientSpyError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No alert was shown, or every alert shown was already answered.
    case noAlertOnScreen
    /// The alert on screen has no button for this action.
    case actionNotOffered(title: String)

    /// What went wrong, in a sentence fit for a log or a test failure.
    public var description: String {
        switch self {
        case .noAlertOnScreen:
            "No alert is on screen: nothing was shown, or every alert shown was already answered."
        case .actionNotOffered(let title):
            "The alert on screen has no \"\(title)\" button."
        }
    }
}
