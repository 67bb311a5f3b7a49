/// The presentation patterns `strata new screen` can scaffold a screen in (`--pattern`).
///
/// Every pattern keeps Strata's one screen shape: a driver-free part (the logic, its dependencies,
/// routing protocol and router, and the alert context) and a driver part (the view controller,
/// which only routes events, and its root view). They differ in where the screen's state lives
/// and how it reaches the view.
public enum ScaffoldPattern: String, CaseIterable, Sendable {
    /// MVP as the book (ch.6) and the articles build it: a presenter with Inputs and Outputs
    /// protocols, built by the view controller with itself as the output, over use cases.
    case mvp
    /// MVP with a passive view and a model (the book's ch.6.4): a model that loads and holds the
    /// items, a presenter that pushes every change to a view protocol.
    case mvpPassiveView = "mvp-passive-view"
    /// Model–View–ViewModel: an `@Observable` view model that the view controller observes.
    case mvvm
    /// Flux: actions, an action creator that does the I/O, a dispatcher and a `FluxStore`.
    case flux
    /// Redux: state, actions, a pure reducer, a thunk for the I/O, and a `Store` the screen
    /// subscribes to.
    case redux
    /// VIPER with generics: view events, presenter commands, interactor requests and responses,
    /// a `SceneRouter` and a `Scene` that wires them.
    case viper

    /// One line on what the pattern generates.
    public var summary: String {
        switch self {
        case .mvp: "presenter with Inputs/Outputs protocols, built by the view controller (the book's and the articles' MVP)"
        case .mvpPassiveView: "model, presenter and view protocol (passive view: the presenter pushes every change)"
        case .mvvm: "an @Observable view model, observed by the view controller"
        case .flux: "actions, action creator, dispatcher and FluxStore"
        case .redux: "state, actions, reducer, thunk and Store subscription"
        case .viper: "view events, presenter commands, interactor, SceneRouter and Scene"
        }
    }

    /// Whether the screen's router is the shared `<Name>Router<Screen>` over a `Transitioner`
    /// (VIPER has its own, a `SceneRouter`).
    var usesSharedRouter: Bool { self != .viper }
}
