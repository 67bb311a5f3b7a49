/// The two forms of MVP the chapter teaches, as the user-search sample runs them
/// (`strata-samples users --form …`).
///
/// Both forms share the model (a ``UserDirectory``) and look and behave the same; they differ in
/// what the view does itself:
/// - in a **passive view** the presenter decides everything — the status line, the rows, what is
///   opened — and pushes each change to the view through narrow methods (*flow synchronisation*);
///   the view has no logic;
/// - in a **supervising controller** the view observes the screen's model (``UserSearchModel``,
///   ``UserRepositoriesModel``) and derives its status line and rows from it (*observer
///   synchronisation*); the presenter handles the input and the complex logic — running and
///   cancelling requests, dropping stale answers, navigation — by changing the model or calling
///   the view.
public enum MVPForm: String, CaseIterable, Sendable, CustomStringConvertible {
    /// The presenter pushes every change to a view without logic.
    case passiveView = "passive-view"
    /// The view observes the model for simple data; the presenter handles the complex logic.
    case supervisingController = "supervising-controller"

    /// The form as the command line names it (`passive-view`).
    public var description: String { rawValue }

    /// The form in words, for titles: "passive view", "supervising controller".
    public var name: String {
        switch self {
        case .passiveView: "passive view"
        case .supervisingController: "supervising controller"
        }
    }
}
