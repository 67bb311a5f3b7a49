import StrataCore

/// Shows the alerts of one context on a view controller and calls the handlers registered for
/// their buttons.
///
/// Create one client per alert context, on the view controller that shows it (its driver adopts
/// ``AlertPresenting``). The client holds the view controller weakly, so the view controller can
/// own its clients:
///
/// ```swift
/// let photoErrorAlert = AlertClient<FetchPhotoErrorAction>(viewController: self)
/// let confirmAlert = AlertClient<ConfirmChangeAnimalAction>(viewController: self)
/// ```
///
/// ## Behaviour
/// - **Handlers.** Every answer calls the matching handlers in registration order with the chosen
///   action (see `HandlerRegistry`, whose re-entrancy rules apply).
/// - **One alert at a time.** All clients on the same view controller share a first-in-first-out
///   queue: an alert shown while another client's (or this client's) alert is on screen is
///   ``AlertShowOutcome/queued(position:)`` and appears once the one on screen is answered, after
///   that answer's handlers ran. A handler that shows an alert while others wait is queued behind
///   them.
/// - **Bad input is rejected, never invented around.** A strategy with no actions or with several
///   `.cancel` actions is ``AlertShowOutcome/rejected(_:)``; the client does not add an "OK"
///   button.
/// - **No view controller, no crash.** If the view controller is gone, `show` returns
///   `.rejected(.viewControllerUnavailable)`; alerts still waiting when it goes are dropped with the
///   same error, and so is an alert the driver reports it will never show (a UIKit screen that
///   left its window while its alert waited for another window's alert). If the view controller
///   shows an alert that no client manages, `show` returns `.rejected(.viewControllerBusy)`.
/// - **Diagnostics.** Every ``AlertClientError`` (rejections, dropped alerts, a button index the
///   driver reported out of range) is also passed to the `onDiagnostic` handler given at init, so
///   an app can log them in one place even where the result of `show` is ignored.
@MainActor
public final class AlertClient<Action: AlertActionType>: AlertClientType {
    private weak var viewController: (any AlertPresenting)?
    private let handlers = HandlerRegistry<Action>()
    private let onDiagnostic: (@MainActor (AlertClientError) -> Void)?

    /// Creates a client that shows its alerts on `viewController` (held weakly) and reports its errors
    /// only through the results of `show`.
    public convenience init(viewController: some AlertPresenting) {
        self.init(viewController: viewController, onDiagnostic: nil)
    }

    /// Creates a client that shows its alerts on `viewController` and reports every error it meets.
    ///
    /// - Parameters:
    ///   - viewController: The view controller that shows the alerts; held weakly.
    ///   - onDiagnostic: Called with every error the client meets (see ``AlertClientError``);
    ///     typically a logger. `nil` to rely on the results of `show` only.
    public init(
        viewController: some AlertPresenting,
        onDiagnostic: (@MainActor (AlertClientError) -> Void)?
    ) {
        self.viewController = viewController
        self.onDiagnostic = onDiagnostic
    }

    /// The number of registered handlers.
    public var handlerCount: Int { handlers.count }

    @discardableResult
    public func show(
        strategy: AlertStrategy<Action>,
        animated: Bool,
        completion: (@MainActor () -> Void)?
    ) -> AlertShowOutcome {
        let outcome = outcomeOfShowing(strategy, animated: animated, completion: completion)
        if let error = outcome.error { onDiagnostic?(error) }
        return outcome
    }

    private func outcomeOfShowing(
        _ strategy: AlertStrategy<Action>,
        animated: Bool,
        completion: (@MainActor () -> Void)?
    ) -> AlertShowOutcome {
        if let error = Self.validationError(of: strategy) { return .rejected(error) }
        guard let viewController else { return .rejected(.viewControllerUnavailable) }
        let actions = strategy.actions
        let request = ViewControllerAlertQueue.Request(
            presentation: strategy.presentation,
            animated: animated,
            completion: completion,
            answer: { [weak self] index in self?.userChose(index: index, among: actions) },
            drop: { [onDiagnostic] error in onDiagnostic?(error) }
        )
        return ViewControllerAlertQueue.queue(for: viewController).enqueue(request)
    }

    private static func validationError(of strategy: AlertStrategy<Action>) -> AlertClientError? {
        if strategy.actions.isEmpty { return .noActions(title: strategy.title) }
        let cancels = strategy.actions.filter { $0.style == .cancel }
        if cancels.count > 1 { return .multipleCancelActions(titles: cancels.map(\.title)) }
        return nil
    }

    private func userChose(index: Int, among actions: [Action]) {
        guard actions.indices.contains(index) else {
            onDiagnostic?(.choiceOutOfRange(index: index, buttonCount: actions.count))
            return
        }
        handlers.emit(actions[index])
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

/// What happened when an alert client was asked to show an alert.
///
/// ``AlertClientType/show(strategy:animated:completion:)`` returns it as a discardable result: an
/// output method of a view controller usually ignores it (failures also reach the client's
/// diagnostic handler), and a test or a careful caller can check it.
public enum AlertShowOutcome: Sendable, Hashable {
    /// The alert was handed to the view controller and is being shown now.
    case presented
    /// Another alert managed by an alert client is on screen; this one waits its turn.
    ///
    /// `position` is 1 for the next alert to appear, 2 for the one after, and so on.
    case queued(position: Int)
    /// The alert will not be shown, for the given reason.
    case rejected(AlertClientError)

    /// The reason the alert was rejected, or `nil` if it is shown or queued.
    public var error: AlertClientError? {
        if case .rejected(let error) = self { return error }
        return nil
    }
}

/// Why an alert client could not show an alert, or could not make sense of the driver's answer.
///
/// ``AlertClient`` never crashes on these: ``AlertClient/show(strategy:animated:completion:)``
/// returns them in ``AlertShowOutcome/rejected(_:)``, and every one of them is also passed to the
/// client's diagnostic handler, so that an app can log them in one place.
public enum AlertClientError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The view controller the client presents on has been deallocated (the screen is gone), or
    /// cannot show an alert now (a UIKit view controller whose view is not in a window).
    case viewControllerUnavailable
    /// The view controller is showing an alert that was not shown through an alert client, so the
    /// client cannot know when it will be answered.
    case viewControllerBusy
    /// The strategy has no actions: the user could never close the alert.
    case noActions(title: String?)
    /// The strategy has more than one `.cancel` action; drivers bind cancel to one gesture or key
    /// (UIKit raises an exception for this).
    case multipleCancelActions(titles: [String])
    /// The driver reported a button index that the alert does not have; the tap was ignored.
    case choiceOutOfRange(index: Int, buttonCount: Int)

    /// What went wrong, in a sentence fit for a log or a test failure.
    public var description: String {
        switch self {
        case .viewControllerUnavailable:
            "The alert was not shown: its view controller no longer exists or is not on screen."
        case .viewControllerBusy:
            "The alert was not shown: the view controller is showing an alert that no alert client manages."
        case .noActions(let title):
            "The alert \(Self.quoted(title)) was not shown: it has no actions, so it could never be closed."
        case .multipleCancelActions(let titles):
            "The alert was not shown: it has \(titles.count) cancel actions (\(titles.joined(separator: ", "))); at most one is allowed."
        case .choiceOutOfRange(let index, let buttonCount):
            "The driver reported button \(index) of an alert with \(buttonCount) buttons; the choice was ignored."
        }
    }

    private static func quoted(_ title: String?) -> String {
        title.map { "\"\($0)\"" } ?? "(untitled)"
    }
}
