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
    /// The GitHub Browser's shape: a driver-free screen object per screen (its intents, its
    /// display protocol, its alerts through an alert client taken by protocol, closing once), and
    /// per driver a root view and a `ScreenViewController` subclass that only maps controls and
    /// keys to intents. The driver-free files go to `Sources/Features/<Name>/` by default.
    case screenObject = "screen-object"

    /// One line on what the pattern generates.
    public var summary: String {
        switch self {
        case .mvp: "presenter with Inputs/Outputs protocols, built by the view controller (the book's and the articles' MVP)"
        case .mvpPassiveView: "model, presenter and view protocol (passive view: the presenter pushes every change)"
        case .mvvm: "an @Observable view model, observed by the view controller"
        case .flux: "actions, action creator, dispatcher and FluxStore"
        case .redux: "state, actions, reducer, thunk and Store subscription"
        case .viper: "view events, presenter commands, interactor, SceneRouter and Scene"
        case .screenObject: "a driver-free screen object per screen and thin ScreenViewControllers (the GitHub Browser's shape)"
        }
    }

    /// The driver-free module a screen goes in when none is named: `Features` for the screen-object
    /// shape, as in the GitHub Browser, `Presentation` for the others.
    public var defaultModule: String {
        self == .screenObject ? "Features" : "Presentation"
    }

    /// Whether the screen's router is the shared `<Name>Router<Screen>` over a `Transitioner`
    /// (VIPER has its own, a `SceneRouter`).
    var usesSharedRouter: Bool { self != .viper && self != .screenObject }

    /// Whether the pattern uses the shared templates of its driver (`terminal/`, `uikit/`: a root
    /// view without a display protocol): the screen-object shape has its own root views, adopting
    /// its display protocol.
    var usesSharedDriverTemplates: Bool { self != .screenObject }

    /// Whether the pattern's view controllers extend a driver struct (`TerminalDriver`,
    /// `UIKitDriver`) with each screen's hosting protocol: the screen-object shape's, which writes
    /// the struct with the first screen and keeps it for the next.
    var hasDriverStruct: Bool { self == .screenObject }

    /// Whether the pattern has its own list templates (`<pattern>/presentation-list/`,
    /// `<pattern>/<driver>-list/`) instead of the shared data sources (`<driver>-list/`): the
    /// screen-object shape's, whose rows and data sources the screen object sees through a protocol.
    var hasOwnListTemplates: Bool { self == .screenObject }

    /// Shared templates the pattern leaves out: the screen object closes instead of routing, so
    /// it has no routing protocol.
    func omits(_ template: String) -> Bool {
        self == .screenObject && template == "{{Name}}Routing.swift"
    }
}
