import SamplePresenters
import SampleScreens
import StrataTerminal
import StrataTesting
import Testing

@Suite("Sign-up sample on a headless terminal")
@MainActor
struct SignupScreenTests {
    @Test("an empty form: the message asks for both fields in red, the button is dimmed and out of the Tab order")
    func emptyForm() async {
        let screen = SignupViewController()
        let harness = SampleHarness(screen)
        GoldenSnapshot.assertMatches(await harness.settledScreen(), named: "signup-empty")
        GoldenSnapshot.assertMatches(harness.terminal.styledText, named: "signup-empty-styled")
        #expect(screen.rootView.messageLabel.text == "Enter an ID and a password.")
        #expect(screen.rootView.messageLabel.style.foreground == .red)
        #expect(!screen.rootView.signUpButton.isEnabled)
        #expect(screen.rootView.idField.isFocused)
        await harness.settledScreen(after: [.tab, .tab])
        #expect(screen.rootView.idField.isFocused, "Tab cycles between the two fields only")
    }

    @Test("only an ID: the message asks for the password, still red and disabled")
    func idOnly() async {
        let screen = SignupViewController()
        let harness = SampleHarness(screen)
        GoldenSnapshot.assertMatches(await harness.settledScreen(typing: "alice"), named: "signup-id-only")
        #expect(screen.viewModel.id == "alice")
        #expect(screen.rootView.messageLabel.text == "Enter a password.")
        #expect(screen.rootView.messageLabel.style.foreground == .red)
        #expect(!screen.rootView.signUpButton.isEnabled)
    }

    @Test("only a password: the message asks for the ID")
    func passwordOnly() async {
        let screen = SignupViewController()
        let harness = SampleHarness(screen)
        await harness.settledScreen(after: [.tab])
        GoldenSnapshot.assertMatches(await harness.settledScreen(typing: "s3cret"), named: "signup-password-only")
        #expect(screen.viewModel.password == "s3cret")
        #expect(screen.rootView.passwordField.text == "s3cret")
        #expect(!harness.terminal.plainText.contains("s3cret"), "the password field shows stars")
        #expect(screen.rootView.messageLabel.text == "Enter an ID.")
        #expect(screen.rootView.messageLabel.style.foreground == .red)
        #expect(!screen.rootView.signUpButton.isEnabled)
    }

    @Test("both fields: the message turns green and the button is enabled; pressing it signs up")
    func bothFields() async {
        let screen = SignupViewController()
        let harness = SampleHarness(screen)
        await harness.settledScreen(typing: "alice")
        await harness.settledScreen(after: [.tab])
        let ready = await harness.settledScreen(typing: "s3cret")
        GoldenSnapshot.assertMatches(ready, named: "signup-both")
        GoldenSnapshot.assertMatches(harness.terminal.styledText, named: "signup-both-styled")
        #expect(screen.rootView.messageLabel.text == "OK: ready to sign up.")
        #expect(screen.rootView.messageLabel.style.foreground == .green)
        #expect(screen.rootView.signUpButton.isEnabled)

        await harness.settledScreen(after: [.tab])
        #expect(screen.rootView.signUpButton.isFocused, "the enabled button joins the Tab order")
        let signedUp = await harness.settledScreen(after: [.enter])
        #expect(signedUp.contains("Signed up as alice."))
        #expect(screen.rootView.messageLabel.style.foreground == .green)
    }

    @Test("erasing a field turns the message red again and disables the button")
    func erasing() async {
        let screen = SignupViewController()
        let harness = SampleHarness(screen)
        await harness.settledScreen(typing: "a")
        await harness.settledScreen(after: [.tab])
        await harness.settledScreen(typing: "b")
        #expect(screen.rootView.signUpButton.isEnabled)
        await harness.settledScreen(after: [.backspace])
        #expect(screen.rootView.messageLabel.text == "Enter a password.")
        #expect(screen.rootView.messageLabel.style.foreground == .red)
        #expect(!screen.rootView.signUpButton.isEnabled)
    }

    @Test("Enter in a field signs up only when the form is valid")
    func enterInAField() async {
        let screen = SignupViewController()
        let harness = SampleHarness(screen)
        await harness.settledScreen(typing: "alice")
        await harness.settledScreen(after: [.enter])
        #expect(screen.viewModel.signedUpID == nil)
        #expect(screen.rootView.messageLabel.text == "Enter a password.")
        await harness.settledScreen(after: [.tab])
        await harness.settledScreen(typing: "pw")
        await harness.settledScreen(after: [.enter])
        #expect(screen.viewModel.signedUpID == "alice")
        #expect(screen.rootView.messageLabel.text == "Signed up as alice.")
    }
}
