import PropertyBased
import SamplePresenters
import Testing

@Suite("SignupValidator and SignupViewModel")
@MainActor
struct SignupViewModelTests {
    /// Short strings, empty about one time in six: enough to hit every case of the rule.
    private static let texts = Gen.letterOrNumber.string(of: 0...5)

    @Test("the validator names what is missing", arguments: [
        ("", "", SignupInputError?.some(.missingIDAndPassword)),
        ("", "secret", .missingID),
        ("alice", "", .missingPassword),
        ("alice", "secret", nil),
        (" ", " ", nil),
    ])
    func validator(id: String, password: String, expected: SignupInputError?) {
        let result = SignupValidator().validate(id: id, password: password)
        switch result {
        case .success: #expect(expected == nil)
        case .failure(let error): #expect(error == expected)
        }
    }

    @Test("an empty form asks for both fields, in the error tone, with the button disabled")
    func emptyForm() {
        let viewModel = SignupViewModel()
        #expect(viewModel.message == "Enter an ID and a password.")
        #expect(viewModel.tone == .error)
        #expect(!viewModel.isSignUpEnabled)
    }

    @Test("the message and tone follow the input, field by field")
    func followsInput() {
        let viewModel = SignupViewModel()
        viewModel.idChanged("alice")
        #expect(viewModel.message == "Enter a password.")
        #expect(viewModel.tone == .error)
        viewModel.passwordChanged("s3cret")
        #expect(viewModel.message == "OK: ready to sign up.")
        #expect(viewModel.tone == .success)
        #expect(viewModel.isSignUpEnabled)
        viewModel.idChanged("")
        #expect(viewModel.message == "Enter an ID.")
        #expect(viewModel.tone == .error)
        #expect(!viewModel.isSignUpEnabled)
    }

    @Test("the button is enabled exactly when both fields are non-empty; the tone and message agree")
    func enabledIffBothFilled() async {
        await propertyCheck(count: 300, input: Self.texts, Self.texts) { id, password in
            let viewModel = SignupViewModel()
            viewModel.idChanged(id)
            viewModel.passwordChanged(password)
            let bothFilled = !id.isEmpty && !password.isEmpty
            #expect(viewModel.isSignUpEnabled == bothFilled, "id \(id.debugDescription), password \(password.debugDescription)")
            #expect(viewModel.tone == (bothFilled ? .success : .error))
            let expected = switch (id.isEmpty, password.isEmpty) {
            case (true, true): "Enter an ID and a password."
            case (true, false): "Enter an ID."
            case (false, true): "Enter a password."
            case (false, false): "OK: ready to sign up."
            }
            #expect(viewModel.message == expected)
        }
    }

    @Test("the state depends only on the latest input, not on the edits that led to it")
    func latestInputOnly() async {
        await propertyCheck(count: 200, input: Self.texts.array(of: 1...6), Self.texts.array(of: 1...6)) { ids, passwords in
            let edited = SignupViewModel()
            for (id, password) in zip(ids, passwords) {
                edited.idChanged(id)
                edited.passwordChanged(password)
            }
            for id in ids.dropFirst(passwords.count) { edited.idChanged(id) }
            for password in passwords.dropFirst(ids.count) { edited.passwordChanged(password) }
            let fresh = SignupViewModel()
            fresh.idChanged(ids.last ?? "")
            fresh.passwordChanged(passwords.last ?? "")
            #expect(edited.message == fresh.message)
            #expect(edited.tone == fresh.tone)
            #expect(edited.isSignUpEnabled == fresh.isSignUpEnabled)
        }
    }

    @Test("signing up is refused while a field is empty")
    func signUpRefused() {
        let viewModel = SignupViewModel()
        viewModel.idChanged("alice")
        viewModel.signUp()
        #expect(viewModel.signedUpID == nil)
        #expect(viewModel.message == "Enter a password.")
    }

    @Test("signing up a valid form says so, until the next edit")
    func signUp() {
        let viewModel = SignupViewModel()
        viewModel.idChanged("alice")
        viewModel.passwordChanged("s3cret")
        viewModel.signUp()
        #expect(viewModel.signedUpID == "alice")
        #expect(viewModel.message == "Signed up as alice.")
        #expect(viewModel.tone == .success)
        viewModel.passwordChanged("s3cre")
        #expect(viewModel.signedUpID == nil)
        #expect(viewModel.message == "OK: ready to sign up.")
    }
}
