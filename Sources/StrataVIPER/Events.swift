/// What a view sends its presenter: the user's actions and the view's lifecycle (`viewDidLoad`,
/// `didSelect(item:)`, `searchTextDidChange(_:)`). Define one enum per scene.
public protocol ViewEvent: Sendable {}

/// What a presenter tells its view to show (`reload(list:)`, `showError(title:message:)`). Define
/// one enum per scene.
public protocol PresenterCommand: Sendable {}

/// What a presenter asks its interactor for (`fetchList(query:page:)`). Define one enum per scene.
public protocol InteractorRequest: Sendable {}

/// What an interactor answers (`listReceived(Result<[Item], Failure>)`). Define one enum per scene.
public protocol InteractorResponse: Sendable {}

/// Receives a scene's view events: the presenter.
///
/// The primary associated type makes `any EventListener<SearchEvent>` a plain existential, so the
/// VIPER article's hand-written `AnyEventListener` eraser is not needed.
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
