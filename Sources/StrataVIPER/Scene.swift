/// Builds a VIPER scene: makes its parts and wires them with ``build(view:presenter:interactor:router:)``,
/// whose `where` clauses make a mis-wired scene a compile error.
///
/// ```swift
/// enum AppScene: Scene {
///     case search
///
///     func makeScreen() -> SearchView {
///         let view = SearchView()
///         build(view: view, presenter: SearchPresenter(), interactor: SearchInteractor())
///         return view
///     }
/// }
/// ```
@MainActor
public protocol Scene {
    /// What a built scene is shown as: the driver's screen (a view controller).
    associatedtype Screen
    /// Builds the scene and returns its screen, which owns the scene's parts.
    func makeScreen() -> Screen
}

extension Scene {
    /// Wires a scene: the view's events go to the presenter, the presenter's requests to the
    /// interactor, the interactor's responses back to the presenter and the presenter's commands
    /// to the view; `router` becomes the presenter's.
    ///
    /// The view then owns the presenter, which owns the interactor and the router; the way back is
    /// weak (as each role's documentation asks), so releasing the view releases the scene.
    ///
    /// The `where` clauses are the wiring: a view whose events are not the presenter's, an
    /// interactor that answers other responses, does not compile.
    public func build<V: SceneView, P: Presenter, I: Interactor>(
        view: V,
        presenter: P,
        interactor: I,
        router: P.Router? = nil
    ) where V.Event == P.Event, V.Command == P.Command, I.Request == P.Request, I.Response == P.Response {
        presenter.commandListener = view
        presenter.requestListener = interactor
        presenter.router = router
        interactor.responseListener = presenter
        view.eventListener = presenter
    }
}
