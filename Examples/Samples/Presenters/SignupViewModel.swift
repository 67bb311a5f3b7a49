import Observation

/// The view model of the MVVM chapter's ID/password validation sample.
///
/// Use it as the screen's only source of display state: the view sends it what the user typed
/// (``idChanged(_:)``, ``passwordChanged(_:)``) and the button press (``signUp()``), and *binds* to
/// what it exposes — ``message``, ``tone`` and ``isSignUpEnabled`` — with a continuous observation
/// (`ContinuousObservation` in StrataCore). The binding is one-way, view ← view model: the view
/// model holds no reference to a view, and every property it exposes follows from the input through
/// ``SignupValidator``, the sample's model.
@MainActor
@Observable
public final class SignupViewModel {
    /// The ID as last typed.
    public private(set) var id = ""
    /// The password as last typed.
    public private(set) var password = ""
    /// The ID that was signed up with the current input, or `nil` until the button is pressed (and
    /// again after any edit).
    public private(set) var signedUpID: String?

    @ObservationIgnored private let validator: SignupValidator

    /// Creates the view model with both fields empty.
    public init(validator: SignupValidator = SignupValidator()) {
        self.validator = validator
    }

    /// The result of validating the current input.
    public var validation: Result<Void, SignupInputError> {
        validator.validate(id: id, password: password)
    }

    /// Whether the sign-up button can be pressed: exactly when both fields are non-empty.
    public var isSignUpEnabled: Bool {
        if case .success = validation { true } else { false }
    }

    /// The text of the message under the fields: what is missing, or that the form is ready.
    public var message: String {
        if let signedUpID { return "Signed up as \(signedUpID)." }
        switch validation {
        case .success: return "OK: ready to sign up."
        case .failure(let error): return error.message
        }
    }

    /// Whether ``message`` reports an error or an all-clear.
    public var tone: SignupMessageTone {
        isSignUpEnabled ? .success : .error
    }

    /// The user changed the ID field to `text`.
    public func idChanged(_ text: String) {
        guard text != id else { return }
        id = text
        signedUpID = nil
    }

    /// The user changed the password field to `text`.
    public func passwordChanged(_ text: String) {
        guard text != password else { return }
        password = text
        signedUpID = nil
    }

    /// The user pressed the sign-up button (or Enter in a field). Does nothing while a field is empty.
    public func signUp() {
        guard isSignUpEnabled else { return }
        signedUpID = id
    }
}

extension SignupInputError {
    /// The sentence the screen shows for this error.
    fileprivate var message: String {
        switch self {
        case .missingIDAndPassword: "Enter an ID and a password."
        case .missingID: "Enter an ID."
        case .missingPassword: "Enter a password."
        }
    }
}
