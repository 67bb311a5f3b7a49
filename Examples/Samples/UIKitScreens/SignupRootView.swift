#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import SamplePresenters
import StrataCore

/// The root view of the MVVM chapter's sign-up sample on UIKit: an ID field, a password field, a
/// message whose text and colour follow the input, and a sign-up button.
///
/// Use it as the root view of ``SignupViewController``. It builds itself in ``setup()`` and
/// changes only through intention-named methods; it never sees the view model.
public final class SignupRootView: UIView, AppView {
    /// Where the user types an ID.
    public let idField = UITextField()
    /// Where the user types a password; its text is hidden.
    public let passwordField = UITextField()
    /// What is missing, in red, or that the form is ready, in green.
    public let messageLabel = UILabel()
    /// The button that signs up; enabled only when both fields are filled in.
    public let signUpButton = UIButton()
    private let stack = UIStackView()

    /// Lays out the two fields, the message and the button, top to bottom.
    public func setup() {
        idField.placeholder = "your ID"
        passwordField.placeholder = "your password"
        passwordField.isSecureTextEntry = true
        messageLabel.numberOfLines = 0
        signUpButton.setTitle("Sign up", for: .normal)
        stack.axis = .vertical
        stack.spacing = 12
        stack.addArrangedSubview(idField)
        stack.addArrangedSubview(passwordField)
        stack.addArrangedSubview(messageLabel)
        stack.addArrangedSubview(signUpButton)
        stack.frame = bounds
        stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(stack)
    }

    /// Shows everything the view model's display says: the message in its tone, and the button's
    /// state.
    public func show(_ display: SignupDisplay) {
        showMessage(display.message, tone: display.tone)
        setSignUpEnabled(display.isSignUpEnabled)
    }

    /// Shows `message` in the colour of `tone`: red for an error, green for an all-clear.
    public func showMessage(_ message: String, tone: SignupMessageTone) {
        messageLabel.text = message
        messageLabel.textColor = tone == .error ? .systemRed : .systemGreen
    }

    /// Enables or disables the sign-up button.
    public func setSignUpEnabled(_ isEnabled: Bool) {
        signUpButton.isEnabled = isEnabled
    }
}
#endif
