import SamplePresenters
import StrataCore
import StrataTerminal

/// The root view of the MVVM chapter's sign-up sample: an ID field, a password field, a message
/// whose text and colour follow the input, and a sign-up button.
///
/// Use it as the root view of ``SignupViewController``. It declares and lays out its subviews in
/// ``setup()`` and changes them only through intention-named methods; it never sees the view model.
public final class SignupRootView: View, AppView {
    /// Where the user types an ID.
    public let idField = TextField(placeholder: "your ID")
    /// Where the user types a password; it shows a `*` per character.
    public let passwordField = TextField(placeholder: "your password")
    /// What is missing, in red, or that the form is ready, in green.
    public let messageLabel = Label()
    /// The button that signs up; enabled only when both fields are filled in.
    public let signUpButton = Button(title: "Sign up")
    private let stack = StackView(axis: .vertical, spacing: 1, padding: EdgeInsets(top: 1, left: 2, bottom: 1, right: 2))

    /// Creates the view; ``setup()`` builds it.
    public override init() {
        super.init()
    }

    public func setup() {
        passwordField.isSecureTextEntry = true
        let fields = StackView(axis: .vertical)
        fields.addArrangedSubview(Self.row(title: "ID", field: idField), length: .fixed(1))
        fields.addArrangedSubview(Self.row(title: "Password", field: passwordField), length: .fixed(1))
        stack.addArrangedSubview(fields, length: .fixed(2))
        stack.addArrangedSubview(messageLabel, length: .fit)
        stack.addArrangedSubview(signUpButton, length: .fixed(1))
        addSubview(stack)
    }

    /// Shows `message` in the colour of `tone`: red for an error, green for an all-clear.
    public func showMessage(_ message: String, tone: SignupMessageTone) {
        messageLabel.text = message
        messageLabel.style = TextStyle.bold.foreground(tone == .error ? .red : .green)
    }

    /// Shows everything the view model's display says: the message in its tone, and the button's
    /// state.
    public func show(_ display: SignupDisplay) {
        showMessage(display.message, tone: display.tone)
        setSignUpEnabled(display.isSignUpEnabled)
    }

    /// Enables or disables the sign-up button (a disabled button is dimmed and skipped by Tab).
    public func setSignUpEnabled(_ isEnabled: Bool) {
        signUpButton.isEnabled = isEnabled
    }

    public override func layoutSubviews() {
        stack.frame = bounds
    }

    /// A titled field: the title in a fixed column, the field taking the rest.
    private static func row(title: String, field: TextField) -> StackView {
        let row = StackView(axis: .horizontal, spacing: 1)
        row.addArrangedSubview(Label(title), length: .fixed(9))
        row.addArrangedSubview(field, length: .flexible())
        return row
    }
}
