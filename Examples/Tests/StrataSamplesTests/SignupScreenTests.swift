import SamplePresenters
import SampleScreens
import StrataTerminal
import StrataTesting
import Testing

@Suite("Sign-up sample on a headless terminal")
@MainActor
struct SignupScreenTests {
    private let screen: SignupViewController
    private let harness: SampleHarness

    init() {
        screen = SignupViewController()
        harness = SampleHarness(screen)
    }

    @Test("an empty form: the message asks for both fields in red, the button is dimmed and out of the Tab order")
    func emptyForm() async {
        GoldenSnapshot.assertMatches(await harness.settledScreen(), named: "signup-empty")
        GoldenSnapshot.assertMatches(harness.terminal.styledText, named: "signup-empty-styled")
        expectMessage("Enter an ID and a password.", in: .red, buttonEnabled: false)
        #expect(screen.rootView.idField.isFocused)
        await harness.settledScreen(after: [.tab, .tab])
        #expect(screen.rootView.idField.isFocused, "Tab cycles between the two fields only")
    }

    @Test("only an ID: the message asks for the password, still red and disabled")
    func idOnly() async {
        GoldenSnapshot.assertMatches(await fillIn(id: "alice"), named: "signup-id-only")
        #expect(screen.viewModel.id == "alice")
        expectMessage("Enter a password.", in: .red, buttonEnabled: false)
    }

    @Test("only a password: the message asks for the ID; the password shows as stars")
    func passwordOnly() async {
        GoldenSnapshot.assertMatches(await fillIn(password: "s3cret"), named: "signup-password-only")
        #expect(screen.viewModel.password == "s3cret")
        #expect(screen.rootView.passwordField.text == "s3cret")
        #expect(!harness.terminal.plainText.contains("s3cret"), "the password field shows stars")
        expectMessage("Enter an ID.", in: .red, buttonEnabled: false)
    }

    @Test("both fields: the message turns green and the button is enabled; pressing it signs up")
    func bothFields() async {
        GoldenSnapshot.assertMatches(await fillIn(id: "alice", password: "s3cret"), named: "signup-both")
        GoldenSnapshot.assertMatches(harness.terminal.styledText, named: "signup-both-styled")
        expectMessage("OK: ready to sign up.", in: .green, buttonEnabled: true)

        await harness.settledScreen(after: [.tab])
        #expect(screen.rootView.signUpButton.isFocused, "the enabled button joins the Tab order")
        let signedUp = await harness.settledScreen(after: [.enter])
        #expect(signedUp.contains("Signed up as alice."))
        expectMessage("Signed up as alice.", in: .green, buttonEnabled: true)
    }

    @Test("erasing a field turns the message red again and disables the button")
    func erasing() async {
        await fillIn(id: "a", password: "b")
        #expect(screen.rootView.signUpButton.isEnabled)
        await harness.settledScreen(after: [.backspace])
        expectMessage("Enter a password.", in: .red, buttonEnabled: false)
    }

    @Test("Enter in a field signs up only when the form is valid")
    func enterInAField() async {
        await fillIn(id: "alice")
        await harness.settledScreen(after: [.enter])
        #expect(screen.viewModel.signedUpID == nil)
        expectMessage("Enter a password.", in: .red, buttonEnabled: false)
        await fillIn(password: "pw")
        await harness.settledScreen(after: [.enter])
        #expect(screen.viewModel.signedUpID == "alice")
        expectMessage("Signed up as alice.", in: .green, buttonEnabled: true)
    }

    /// Types `id` into the ID field (focused when the screen opens), then moves to the password
    /// field and types `password`; returns the settled screen. A `nil` field is left as it is.
    @discardableResult
    private func fillIn(id: String? = nil, password: String? = nil) async -> String {
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
    private func expectMessage(
        _ text: String, in color: TerminalColor, buttonEnabled: Bool, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(screen.rootView.messageLabel.text == text, sourceLocation: sourceLocation)
        #expect(screen.rootView.messageLabel.style.foreground == color, sourceLocation: sourceLocation)
        #expect(screen.rootView.signUpButton.isEnabled == buttonEnabled, sourceLocation: sourceLocation)
    }
}
