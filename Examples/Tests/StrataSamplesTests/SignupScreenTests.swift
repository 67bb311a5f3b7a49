import SamplePresenters
import SampleScreens
import StrataTerminal
import StrataTesting
import Testing

/// One suite, run against each of the three bindings: the screens must look and behave the same
/// (the goldens are shared), whichever way the view model tells the view it changed.
@Suite("Sign-up sample on a headless terminal")
@MainActor
struct SignupScreenTests {
    @Test("an empty form: the message asks for both fields in red, the button is dimmed and out of the Tab order", arguments: SignupBinding.allCases)
    func emptyForm(binding: SignupBinding) async {
        let ui = SignupScreenUnderTest(binding)
        GoldenSnapshot.assertMatches(await ui.harness.settledScreen(), named: "signup-empty")
        GoldenSnapshot.assertMatches(ui.harness.terminal.styledText, named: "signup-empty-styled")
        ui.expectMessage("Enter an ID and a password.", in: .red, buttonEnabled: false)
        #expect(ui.screen.rootView.idField.isFocused)
        await ui.harness.settledScreen(after: [.tab, .tab])
        #expect(ui.screen.rootView.idField.isFocused, "Tab cycles between the two fields only")
    }

    @Test("only an ID: the message asks for the password, still red and disabled", arguments: SignupBinding.allCases)
    func idOnly(binding: SignupBinding) async {
        let ui = SignupScreenUnderTest(binding)
        GoldenSnapshot.assertMatches(await ui.fillIn(id: "alice"), named: "signup-id-only")
        #expect(ui.screen.viewModel.id == "alice")
        ui.expectMessage("Enter a password.", in: .red, buttonEnabled: false)
    }

    @Test("only a password: the message asks for the ID; the password shows as stars", arguments: SignupBinding.allCases)
    func passwordOnly(binding: SignupBinding) async {
        let ui = SignupScreenUnderTest(binding)
        GoldenSnapshot.assertMatches(await ui.fillIn(password: "s3cret"), named: "signup-password-only")
        #expect(ui.screen.viewModel.password == "s3cret")
        #expect(ui.screen.rootView.passwordField.text == "s3cret")
        #expect(!ui.harness.terminal.plainText.contains("s3cret"), "the password field shows stars")
        ui.expectMessage("Enter an ID.", in: .red, buttonEnabled: false)
    }

    @Test("both fields: the message turns green and the button is enabled; pressing it signs up", arguments: SignupBinding.allCases)
    func bothFields(binding: SignupBinding) async {
        let ui = SignupScreenUnderTest(binding)
        GoldenSnapshot.assertMatches(await ui.fillIn(id: "alice", password: "s3cret"), named: "signup-both")
        GoldenSnapshot.assertMatches(ui.harness.terminal.styledText, named: "signup-both-styled")
        ui.expectMessage("OK: ready to sign up.", in: .green, buttonEnabled: true)

        await ui.harness.settledScreen(after: [.tab])
        #expect(ui.screen.rootView.signUpButton.isFocused, "the enabled button joins the Tab order")
        let signedUp = await ui.harness.settledScreen(after: [.enter])
        #expect(signedUp.contains("Signed up as alice."))
        ui.expectMessage("Signed up as alice.", in: .green, buttonEnabled: true)
    }

    @Test("erasing a field turns the message red again and disables the button", arguments: SignupBinding.allCases)
    func erasing(binding: SignupBinding) async {
        let ui = SignupScreenUnderTest(binding)
        await ui.fillIn(id: "a", password: "b")
        #expect(ui.screen.rootView.signUpButton.isEnabled)
        await ui.harness.settledScreen(after: [.backspace])
        ui.expectMessage("Enter a password.", in: .red, buttonEnabled: false)
    }

    @Test("Enter in a field signs up only when the form is valid", arguments: SignupBinding.allCases)
    func enterInAField(binding: SignupBinding) async {
        let ui = SignupScreenUnderTest(binding)
        await ui.fillIn(id: "alice")
        await ui.harness.settledScreen(after: [.enter])
        #expect(ui.screen.viewModel.signedUpID == nil)
        ui.expectMessage("Enter a password.", in: .red, buttonEnabled: false)
        await ui.fillIn(password: "pw")
        await ui.harness.settledScreen(after: [.enter])
        #expect(ui.screen.viewModel.signedUpID == "alice")
        ui.expectMessage("Signed up as alice.", in: .green, buttonEnabled: true)
    }
}

/// A sign-up screen bound through one binding, on a headless terminal.
@MainActor
private struct SignupScreenUnderTest {
    let screen: SignupViewController
    let harness: SampleHarness

    init(_ binding: SignupBinding) {
        let screen = SignupViewController(binding: binding)
        self.screen = screen
        harness = SampleHarness(screen) {
            let display = screen.viewModel.display
            return screen.rootView.messageLabel.text == display.message && screen.rootView.signUpButton.isEnabled == display.isSignUpEnabled
        }
    }

    /// Types `id` into the ID field (focused when the screen opens), then moves to the password
    /// field and types `password`; returns the settled screen. A `nil` field is left as it is.
    @discardableResult
    func fillIn(id: String? = nil, password: String? = nil) async -> String {
        await harness.settledScreen()  // the first frame puts the focus on the ID field
        if let id {
            if !screen.rootView.idField.isFocused { await harness.settledScreen(after: [.tab]) }
            await harness.settledScreen(typing: id)
        }
        if let password {
            if !screen.rootView.passwordField.isFocused { await harness.settledScreen(after: [.tab]) }
            await harness.settledScreen(typing: password)
        }
        return await harness.settledScreen()
    }

    /// Expects the message label to read `text` in `color`, and the button to be enabled or not.
    func expectMessage(
        _ text: String, in color: TerminalColor, buttonEnabled: Bool, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(screen.rootView.messageLabel.text == text, sourceLocation: sourceLocation)
        #expect(screen.rootView.messageLabel.style.foreground == color, sourceLocation: sourceLocation)
        #expect(screen.rootView.signUpButton.isEnabled == buttonEnabled, sourceLocation: sourceLocation)
    }
}
