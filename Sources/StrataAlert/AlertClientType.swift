import StrataCore

/// What a view controller uses to show the alerts of one context and to react to their buttons.
///
/// The protocol separates *output* from *input*, as the view controller's sections do:
/// - in the input section (once, when the screen loads) register what each button does with
///   ``register(_:)`` or one of the two `register(on:_:)` methods;
/// - in the output section, show an alert with ``show(strategy:animated:completion:)`` — which
///   only displays it.
///
/// ```swift
/// // input
/// photoErrorAlert.register(on: .retry) { [presenter] _ in presenter.retryTapped() }
/// // output
/// func showFetchError(_ strategy: AlertStrategy<FetchPhotoErrorAction>) {
///     photoErrorAlert.show(strategy: strategy)
/// }
/// ```
///
/// ``AlertClient`` is the production implementation; `AlertClientSpy` (in StrataTesting) records
/// what was shown and simulates taps. A view controller can be generic over its alert client and
/// create it with ``init(viewController:)``, as the articles' screens do, so that a test puts the spy
/// behind the real screen:
///
/// ```swift
/// final class PhotoViewController<FetchErrorAlert: AlertClientType<FetchPhotoErrorAction>>:
///     ViewController<PhotoRootView>
/// {
///     private lazy var fetchErrorAlert = FetchErrorAlert(viewController: self)
/// }
/// let screen = PhotoViewController<AlertClient<FetchPhotoErrorAction>>()      // the app
/// let tested = PhotoViewController<AlertClientSpy<FetchPhotoErrorAction>>()   // a test
/// ```
@MainActor
public protocol AlertClientType<Action>: AnyObject {
    /// The alert context: the buttons this client's alerts can have.
    associatedtype Action: AlertActionType

    /// Creates a client that shows its alerts on `viewController` (a driver's view controller, held
    /// weakly): what a view controller generic over its alert client calls in its own set-up.
    init(viewController: some AlertPresenting)

    /// Shows `strategy`, or queues it behind the alert on screen.
    ///
    /// - Parameters:
    ///   - strategy: What to show.
    ///   - animated: Whether the driver should animate the alert's appearance.
    ///   - completion: Called once the alert is on screen (later, for a queued alert; never, for
    ///     a rejected one).
    /// - Returns: Whether the alert is shown, queued or rejected.
    @discardableResult
    func show(
        strategy: AlertStrategy<Action>,
        animated: Bool,
        completion: (@MainActor () -> Void)?
    ) -> AlertShowOutcome

    /// Registers a handler called with the chosen action whenever the user answers an alert.
    ///
    /// Handlers run in registration order.
    /// - Returns: A key for ``unregister(key:)``.
    @discardableResult
    func register(_ handler: @escaping (Action) -> Void) -> RegistryKey

    /// Registers a handler called only when the user chooses `action`.
    @discardableResult
    func register(on action: Action, _ handler: @escaping (Action) -> Void) -> RegistryKey

    /// Registers a handler called only when the user chooses one of `actions`.
    @discardableResult
    func register(on actions: [Action], _ handler: @escaping (Action) -> Void) -> RegistryKey

    /// Removes the handler registered under `key`.
    ///
    /// - Returns: `true` if the key was registered with this client, `false` otherwise.
    @discardableResult
    func unregister(key: RegistryKey) -> Bool
}

extension AlertClientType {
    /// Shows `strategy` with no completion handler; animated unless told otherwise.
    @discardableResult
    public func show(strategy: AlertStrategy<Action>, animated: Bool = true) -> AlertShowOutcome {
        show(strategy: strategy, animated: animated, completion: nil)
    }
}
