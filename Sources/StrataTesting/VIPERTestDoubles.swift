import StrataVIPER

/// A VIPER view for presenter tests: records every command it receives, and sends events to its
/// presenter as the real view would.
///
/// ```swift
/// let view = RecordingView<SearchEvent, SearchCommand>()
/// scene.build(view: view, presenter: SearchPresenter(), interactor: ScriptedInteractor { _ in .found([]) })
/// view.send(.viewDidLoad)
/// #expect(view.commands == [.showNoContent])
/// ```
@MainActor
public final class RecordingView<Event: ViewEvent, Command: PresenterCommand>: SceneView {
    /// The presenter (held strongly, as a view owns its presenter).
    public var eventListener: (any EventListener<Event>)?
    /// Every command received, in order.
    public private(set) var commands: [Command] = []

    /// Creates a view with no presenter yet.
    public init() {}

    /// Records `command`.
    public func handle(command: Command) {
        commands.append(command)
    }

    /// Sends `event` to the presenter, as a user's action would.
    public func send(_ event: Event) {
        eventListener?.handle(event: event)
    }

    /// Forgets the commands received so far.
    public func clear() {
        commands.removeAll()
    }
}

/// A VIPER interactor for presenter tests: records the requests it receives and answers each
/// with what its script returns — at once, or later with ``respond(_:)``.
///
/// A response sent after the presenter is gone finds no listener and is dropped, as with a real
/// interactor whose work outlives its scene.
@MainActor
public final class ScriptedInteractor<Request: InteractorRequest, Response: InteractorResponse>: Interactor {
    /// The presenter (held weakly, as the presenter owns the interactor).
    public weak var responseListener: (any ResponseListener<Response>)?
    /// Every request received, in order.
    public private(set) var requests: [Request] = []
    private let script: (Request) -> Response?

    /// Creates an interactor that answers each request with `script`'s response at once, or not at
    /// all when `script` returns `nil` (answer later with ``respond(_:)``).
    public init(script: @escaping (Request) -> Response? = { _ in nil }) {
        self.script = script
    }

    /// Records `request` and answers it if the script says how.
    public func handle(request: Request) {
        requests.append(request)
        if let response = script(request) { respond(response) }
    }

    /// Sends `response` to the presenter, if it is still there.
    /// - Returns: Whether a presenter received it.
    @discardableResult
    public func respond(_ response: Response) -> Bool {
        guard let responseListener else { return false }
        responseListener.handle(response: response)
        return true
    }
}
