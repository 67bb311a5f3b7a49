/// The contract of the MVVM chapter's sign-up view model, whichever way it is bound to the view.
///
/// The view sends it the user's input (``idChanged(_:)``, ``passwordChanged(_:)``, ``signUp()``)
/// and shows its ``display``. How the view learns that ``display`` changed is the binding, and
/// each conforming type offers one: ``SignupViewModel`` is `@Observable` (Observation),
/// ``NotificationSignupViewModel`` posts a notification (`NotificationCenter`), and
/// ``StreamSignupViewModel`` yields displays (`AsyncStream`). The rules are the same in all
/// three, so one test suite runs against each (``SignupBinding`` names them).
@MainActor
public protocol SignupViewModelType: AnyObject {
    /// The ID as last typed.
    var id: String { get }
    /// The password as last typed.
    var password: String { get }
    /// The ID that was signed up with the current input, or `nil` until the button is pressed (and
    /// again after any edit).
    var signedUpID: String? { get }
    /// What the screen shows for the current input.
    var display: SignupDisplay { get }

    /// The user changed the ID field to `text`.
    func idChanged(_ text: String)
    /// The user changed the password field to `text`.
    func passwordChanged(_ text: String)
    /// The user pressed the sign-up button (or Enter in a field). Does nothing while a field is
    /// empty.
    func signUp()
}

extension SignupViewModelType {
    /// The text of the message under the fields: what is missing, or that the form is ready.
    public var message: String { display.message }
    /// Whether ``message`` reports an error or an all-clear.
    public var tone: SignupMessageTone { display.tone }
    /// Whether the sign-up button can be pressed: exactly when both fields are non-empty.
    public var isSignUpEnabled: Bool { display.isSignUpEnabled }
}

/// How the sign-up view model tells the view that its display changed: the three bindings of the
/// MVVM chapter, and key-value observing (`kvo`) on Apple's platforms.
public enum SignupBinding: String, CaseIterable, Sendable, CustomStringConvertible {
    /// The view model is `@Observable`; the view observes the properties it reads.
    case observation
    /// The view model posts a notification after every change; the view observes it.
    case notification
    /// The view model yields every new display into an `AsyncStream` the view iterates.
    case stream
    #if canImport(ObjectiveC)
    /// The view model is an `NSObject` with an `@objc dynamic` property the view observes with
    /// key-value observing (Apple's platforms only: KVO needs the Objective-C runtime).
    case kvo
    #endif

    /// A new, empty view model that uses this binding.
    @MainActor
    public func makeViewModel() -> any SignupViewModelType {
        switch self {
        case .observation: SignupViewModel()
        case .notification: NotificationSignupViewModel()
        case .stream: StreamSignupViewModel()
        #if canImport(ObjectiveC)
        case .kvo: KVOSignupViewModel()
        #endif
        }
    }

    public var description: String { rawValue }
}
