import Observation

/// The sign-up view model bound through Observation: the view re-reads what it shows whenever an
/// observed property changes.
///
/// Use it as the screen's only source of display state: the view sends it what the user typed and
/// the button press, and *binds* to ``display`` (or ``message``, ``tone`` and ``isSignUpEnabled``)
/// with a continuous observation (`ContinuousObservation` in StrataCore). The binding is one-way,
/// view ← view model: the view model holds no reference to a view, and everything it exposes
/// follows from the input through ``SignupValidator``, the sample's model.
@MainActor
@Observable
public final class SignupViewModel: SignupViewModelType {
    private var form = SignupForm()
    @ObservationIgnored private let validator: SignupValidator

    /// Creates the view model with both fields empty.
    public init(validator: SignupValidator = SignupValidator()) {
        self.validator = validator
    }

    public var id: String { form.id }
    public var password: String { form.password }
    public var signedUpID: String? { form.signedUpID }
    public var display: SignupDisplay { form.display(validator: validator) }

    /// The result of validating the current input.
    public var validation: Result<Void, SignupInputError> {
        validator.validate(id: form.id, password: form.password)
    }

    public func idChanged(_ text: String) {
        var form = form
        if form.idChanged(text) { self.form = form }
    }

    public func passwordChanged(_ text: String) {
        var form = form
        if form.passwordChanged(text) { self.form = form }
    }

    public func signUp() {
        var form = form
        if form.signUp(validator: validator) { self.form = form }
    }
}
