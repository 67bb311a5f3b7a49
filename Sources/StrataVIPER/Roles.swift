/// The view of a VIPER scene: shows what the presenter commands, and sends the user's actions to
/// it as events.
///
/// The view owns its presenter: declare ``eventListener`` as a plain (strong) stored property. The
/// screen that shows the view owns the view, so releasing the screen releases the whole scene.
///
/// Called `SceneView`, not `View`, so that it never collides with a UI driver's `View`
/// (StrataTerminal's) in a file that imports both.
@MainActor
public protocol SceneView<Event, Command>: CommandListener {
    /// The events the view sends.
    associatedtype Event: ViewEvent
    /// The presenter, which receives the view's events. Store it strongly: the view owns it.
    var eventListener: (any EventListener<Event>)? { get set }
}

/// The interactor of a VIPER scene: fetches and stores what the presenter requests (through the
/// scene's services), and answers with responses.
///
/// Declare ``responseListener`` `weak`: the presenter owns the interactor, not the other way round.
/// A response that comes after the scene is gone finds no listener and is dropped.
@MainActor
public protocol Interactor<Request, Response>: RequestListener {
    /// The responses the interactor sends.
    associatedtype Response: InteractorResponse
    /// The presenter, which receives the responses. Declare it `weak`.
    var responseListener: (any ResponseListener<Response>)? { get set }
}

/// The presenter of a VIPER scene: turns view events into interactor requests and router calls,
/// and interactor responses into view commands.
///
/// Declare ``commandListener`` `weak` (the view owns the presenter) and ``requestListener`` strong
/// (the presenter owns the interactor). A presenter that leads nowhere keeps the default
/// ``Router`` type, ``NoRouter``, and needs no `router` property.
@MainActor
public protocol Presenter<Event, Command, Request, Response>: EventListener, ResponseListener {
    /// The commands the presenter sends its view.
    associatedtype Command: PresenterCommand
    /// The requests the presenter sends its interactor.
    associatedtype Request: InteractorRequest
    /// What the presenter leaves the scene with (a ``SceneRouter`` subclass, say).
    associatedtype Router: AnyObject = NoRouter
    /// The view, which receives the commands. Declare it `weak`.
    var commandListener: (any CommandListener<Command>)? { get set }
    /// The interactor, which receives the requests. Store it strongly: the presenter owns it.
    var requestListener: (any RequestListener<Request>)? { get set }
    /// Where the presenter goes from here; `nil` for a scene that leads nowhere.
    var router: Router? { get set }
}

/// The router type of a presenter that leads nowhere.
public final class NoRouter {
    private init() {}
}

extension Presenter where Router == NoRouter {
    /// Always `nil`: a presenter without a router has nothing to store.
    public var router: NoRouter? {
        get { nil }
        set {}
    }
}
