/// The rules `strata lint` checks, each named by the identifier that configuration files,
/// suppression comments and reports use (`view-controller-length`, …).
///
/// Use it to turn a rule on or off in a ``LintConfiguration``, or to tell which rule a
/// ``Finding`` comes from. ``unparseableFile`` is not a rule of the articles: it reports a file that
/// could not be read or parsed, so that such a file is never skipped silently.
public enum RuleID: String, CaseIterable, Sendable, Hashable, Codable {
    /// A view controller longer than the configured number of lines (300 by default).
    case viewControllerLength = "view-controller-length"
    /// A presenter, view model, interactor, use case, reducer or store file that imports a UI
    /// framework or a Strata driver.
    case uiImportInPresentation = "ui-import-in-presentation"
    /// A `UIAlertAction(…handler:)`, or an alert shown with a handler closure, outside an
    /// alert-client type.
    case inlineAlertHandler = "inline-alert-handler"
    /// A root view with an initialiser that takes data.
    case rootViewInitData = "root-view-init-data"
    /// A stored `var presenter: X!` (or view model, interactor, router).
    case implicitlyUnwrappedInjection = "implicitly-unwrapped-injection"
    /// An input registration (`addTarget`, `register(`, `addObserver`) in a view controller
    /// outside `viewDidLoad` and its initialisers.
    case inputRegistrationOutsideViewDidLoad = "input-registration-outside-view-did-load"
    /// An import that breaks the layer order of the configuration.
    case layerDependency = "layer-dependency"
    /// A file that could not be read, or that does not parse as Swift.
    case unparseableFile = "unparseable-file"

    /// What the rule asks for, in one sentence (the reports' rule descriptions).
    public var summary: String {
        switch self {
        case .viewControllerLength:
            "A view controller only routes input and output events, so it stays short; move the rest to its root view, presenter, alert client, router or data source."
        case .uiImportInPresentation:
            "Presenters, view models, interactors, use cases, reducers and stores never import a UI framework or a Strata driver."
        case .inlineAlertHandler:
            "Alert buttons are handled by handlers registered once on an alert client, never by closures given when the alert is shown."
        case .rootViewInitData:
            "A root view is created without data; data arrives later through intention-named methods."
        case .implicitlyUnwrappedInjection:
            "Presenters, view models, interactors and routers are injected through an initialiser, not set later into an implicitly unwrapped var."
        case .inputRegistrationOutsideViewDidLoad:
            "A view controller registers its inputs once, in viewDidLoad (or its initialiser)."
        case .layerDependency:
            "A layer imports only the layers it may depend on, as the configuration declares."
        case .unparseableFile:
            "Every Swift file can be read and parsed, so that every file is checked."
        }
    }

    /// The severity a finding of this rule has unless the configuration says otherwise:
    /// ``Severity/error`` for the dependency rules and for files that cannot be checked,
    /// ``Severity/warning`` for the others.
    public var defaultSeverity: Severity {
        switch self {
        case .uiImportInPresentation, .layerDependency, .rootViewInitData, .unparseableFile: .error
        case .viewControllerLength, .inlineAlertHandler, .implicitlyUnwrappedInjection, .inputRegistrationOutsideViewDidLoad: .warning
        }
    }
}
