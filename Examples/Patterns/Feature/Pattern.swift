import Foundation

/// The variants of the pattern gallery: one feature — the Flux chapter's repository search, with a
/// detail screen and favourites shared across screens — built once per presentation pattern.
public enum Pattern: String, CaseIterable, Sendable {
    /// MVP with a passive view, as the articles build it (the book's ch.6 over Clean Architecture's
    /// use cases): the presenter pushes every change to its outputs; view controllers generic over
    /// their presenter's inputs only route input and output events; a router moves between screens.
    case mvp
    /// Cocoa MVC over models that notify their observers.
    case mvc
    /// MVP with a supervising controller: the view also observes the model.
    case mvpSupervisingController = "mvp-supervising-controller"
    /// MVVM: views bound one way to `@Observable` view models.
    case mvvm
    /// Flux: action creators, one dispatcher, one store per concern.
    case flux
    /// Redux: one store, reducers per screen, thunks, routing as actions.
    case redux
    /// VIPER: view, interactor, presenter, entity and router per scene, wired by a scene builder.
    case viper

    /// The pattern's name as the book writes it.
    public var title: String {
        switch self {
        case .mvp: "MVP (passive view, the articles' shape)"
        case .mvc: "MVC"
        case .mvpSupervisingController: "MVP (supervising controller)"
        case .mvvm: "MVVM"
        case .flux: "Flux"
        case .redux: "Redux"
        case .viper: "VIPER"
        }
    }

    /// Where the feature's state lives in this variant.
    public var stateLivesIn: String {
        switch self {
        case .mvp: "Presenters (one per screen), behind their inputs protocols; the views hold nothing"
        case .mvc: "Models: a search model and one favourites model shared by every screen"
        case .mvpSupervisingController: "Observable models; presenters change them, views read them"
        case .mvvm: "@Observable view models, one per screen, over a shared favourites view model"
        case .flux: "Stores: search, favourites, and search rows (which waits for both)"
        case .redux: "One store: a state per screen, the favourites and the navigation route"
        case .viper: "Presenters and interactors per scene; entities from the use cases"
        }
    }

    /// How a view learns that what it shows changed.
    public var viewLearnsOfChanges: String {
        switch self {
        case .mvp: "The presenter calls its outputs (flow synchronisation); a router moves between screens"
        case .mvc: "The controller observes the models and updates the view"
        case .mvpSupervisingController: "The view observes the model (observer synchronisation); the presenter handles input"
        case .mvvm: "One-way binding: the view observes the view model (Observation)"
        case .flux: "The view observes its stores; every change comes from a dispatched action"
        case .redux: "The view subscribes to a slice of the state"
        case .viper: "The presenter sends commands to the view through its command listener"
        }
    }

    /// The folder of the variant's code under `Examples/Patterns`.
    public var folders: [String] {
        switch self {
        case .mvp: ["Examples/Patterns/MVP"]
        case .mvc: ["Examples/Patterns/MVC"]
        case .mvpSupervisingController: ["Examples/Patterns/MVPSupervisingController"]
        case .mvvm: ["Examples/Patterns/MVVM"]
        case .flux: ["Examples/Patterns/Flux"]
        case .redux: ["Examples/Patterns/Redux"]
        case .viper: ["Examples/Patterns/VIPER"]
        }
    }

    /// The tests of the variant's own code (the shared acceptance suite runs against every variant
    /// besides these).
    public var testFolders: [String] {
        switch self {
        case .mvp, .mvc, .mvpSupervisingController, .mvvm, .flux, .redux, .viper:
            folders.map { $0.replacingOccurrences(of: "Examples/Patterns/", with: "Examples/Tests/PatternsTests/") }
        }
    }
}
