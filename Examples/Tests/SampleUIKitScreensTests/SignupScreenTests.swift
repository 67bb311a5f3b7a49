#if os(Linux)  // UIKitSimulation, which these tests drive, exists on Linux only
import SamplePresenters
import SampleUIKitScreens
import StrataTesting
import StrataUIKit
import Testing

/// The MVVM chapter's sign-up screen on UIKit, run against each binding the platform has (on
/// Linux: Observation, NotificationCenter and AsyncStream; KVO needs the Objective-C runtime): the
/// screen must behave the same, whichever way the view model tells the view it changed.
@MainActor
@Suite("Sign-up sample on UIKit", .simulatedUIKit)
struct SignupScreenTests {
    @Test("an empty form: the message asks for both fields in red, the button is disabled; the password field hides its text", arguments: SignupBinding.allCases)
    func emptyForm(binding: SignupBinding) async {
        let ui = SignupScreenUnderTest(binding)
        await ui.settle()
        ui.expectMessage("Enter an ID and a password.", in: .systemRed, buttonEnabled: false)
        #expect(ui.root.passwordField.isSecureTextEntry)
        #expect(!ui.root.idField.isSecureTextEntry)
        #expect(ui.root.idField.placeholder == "your ID")
        #expect(ui.screen.title == "Sign up · MVVM")
    }

    @Test("only an ID: the message asks for the password, still red and disabled", arguments: SignupBinding.allCases)
    func idOnly(binding: SignupBinding) async {
        let ui = SignupScreenUnderTest(binding)
        await ui.type("alice", into: ui.root.idField)
        #expect(ui.screen.viewModel.id == "alice")
        ui.expectMessage("Enter a password.", in: .systemRed, buttonEnabled: false)
    }

    @Test("only a password: the message asks for the ID", arguments: SignupBinding.allCases)
    func passwordOnly(binding: SignupBinding) async {
        let ui = SignupScreenUnderTest(binding)
        await ui.type("s3cret", into: ui.root.passwordField)
        #expect(ui.screen.viewModel.password == "s3cret")
        ui.expectMessage("Enter an ID.", in: .systemRed, buttonEnabled: false)
    }

    @Test("both fields: the message turns green and the button is enabled; tapping it signs up", arguments: SignupBinding.allCases)
    func bothFields(binding: SignupBinding) async {
        let ui = SignupScreenUnderTest(binding)
        await ui.type("alice", into: ui.root.idField)
        await ui.type("s3cret", into: ui.root.passwordField)
        ui.expectMessage("OK: ready to sign up.", in: .systemGreen, buttonEnabled: true)
        await ui.tapSignUp()
        #expect(ui.screen.viewModel.signedUpID == "alice")
        ui.expectMessage("Signed up as alice.", in: .systemGreen, buttonEnabled: true)
    }

    @Test("erasing a field turns the message red again and disables the button", arguments: SignupBinding.allCases)
    func erasing(binding: SignupBinding) async {
        let ui = SignupScreenUnderTest(binding)
        await ui.type("a", into: ui.root.idField)
        await ui.type("b", into: ui.root.passwordField)
        #expect(ui.root.signUpButton.isEnabled)
        await ui.type("", into: ui.root.passwordField)
        ui.expectMessage("Enter a password.", in: .systemRed, buttonEnabled: false)
    }

    @Test("Return in a field signs up only when the form is valid", arguments: SignupBinding.allCases)
    func returnInAField(binding: SignupBinding) async {
        let ui = SignupScreenUnderTest(binding)
        await ui.type("alice", into: ui.root.idField)
        await ui.pressReturn(in: ui.root.idField)
        #expect(ui.screen.viewModel.signedUpID == nil)
        ui.expectMessage("Enter a password.", in: .systemRed, buttonEnabled: false)
        await ui.type("pw", into: ui.root.passwordField)
        await ui.pressReturn(in: ui.root.passwordField)
        #expect(ui.screen.viewModel.signedUpID == "alice")
        ui.expectMessage("Signed up as alice.", in: .systemGreen, buttonEnabled: true)
    }
}

/// A sign-up screen bound through one binding, in a navigation controller in a simulated window.
@MainActor
private struct SignupScreenUnderTest {
    let screen: SignupViewController
    let window = UIWindow(windowScene: UIWindowScene())
    var root: SignupRootView { screen.rootView }

    init(_ binding: SignupBinding) {
        screen = SignupViewController(binding: binding)
        window.rootViewController = UINavigationController(rootViewController: screen)
        window.makeKeyAndVisible()
    }

    /// Lets the binding catch up: the Observation binding applies in a main-actor task, the stream
    /// binding once the stream's element reaches the main actor.
    func settle() async {
        await Task.settle()
        await Task.settle(until: {
            let display = screen.viewModel.display
            return root.messageLabel.text == display.message && root.signUpButton.isEnabled == display.isSignUpEnabled
        })
    }

    /// Replaces `field`'s text with `text`, as a user's editing does (`.editingChanged`), and
    /// settles.
    func type(_ text: String, into field: UITextField) async {
        field.text = text
        field.sendActions(for: .editingChanged)
        await settle()
    }

    /// Presses Return in `field` and settles.
    func pressReturn(in field: UITextField) async {
        field.sendActions(for: .editingDidEndOnExit)
        await settle()
    }

    /// Taps the sign-up button, as a user can only when it is enabled, and settles.
    func tapSignUp(sourceLocation: SourceLocation = #_sourceLocation) async {
        #expect(root.signUpButton.isEnabled, "a disabled button cannot be tapped", sourceLocation: sourceLocation)
        root.signUpButton.sendActions(for: .touchUpInside)
        await settle()
    }

    /// Expects the message to read `text` in `color`, and the button to be enabled or not.
    func expectMessage(_ text: String, in color: UIColor, buttonEnabled: Bool, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(root.messageLabel.text == text, sourceLocation: sourceLocation)
        #expect(root.messageLabel.textColor == color, sourceLocation: sourceLocation)
        #expect(root.signUpButton.isEnabled == buttonEnabled, sourceLocation: sourceLocation)
    }
}
#endif
