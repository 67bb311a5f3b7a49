/// Receives a scene's view events: the presenter.
///
/// The primary associated type makes `any EventListener<SearchEvent>` a plain existential, so the
/// seed's hand-written `AnyEventListener` eraser is not needed.
@MainActor
public protocol EventListener<Event>: AnyObject {
    /// The events it receives.
    associatedtype Event: ViewEvent
    /// Handles one event.
    func handle(event: Event)
}

/// Receives a scene's presenter commands: the view.
@MainActor
public protocol CommandListener<Command>: AnyObject {
    /// The commands it receives.
    associatedtype Command: PresenterCommand
    /// Handles one command.
    func handle(command: Command)
}

/// Receives a scene's interactor requests: the interactor.
@MainActor
public protocol RequestListener<Request>: AnyObject {
    /// The requests it receives.
    associatedtype Request: InteractorRequest
    /// Handles one request.
    func handle(request: Request)
}

/// Receives a scene's interactor responses: the presenter.
@MainActor
public protocol ResponseListener<Response>: AnyObject {
    /// The responses it receives.
    associatedtype Response: InteractorResponse
    /// Handles one response.
    func handle(response: Response)
}
