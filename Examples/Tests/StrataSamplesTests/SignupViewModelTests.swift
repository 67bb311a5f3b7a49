import Foundation
import PropertyBased
import SamplePresenters
import StrataTesting
import Testing

/// The validator, then one suite of view-model tests run against each binding's view model: the
/// contract (`SignupViewModelType`) is the same in all three.
@Suite("SignupValidator and the sign-up view models")
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

    @Test("an empty form asks for both fields, in the error tone, with the button disabled", arguments: SignupBinding.allCases)
    func emptyForm(binding: SignupBinding) {
        let viewModel = binding.makeViewModel()
        #expect(viewModel.message == "Enter an ID and a password.")
        #expect(viewModel.tone == .error)
        #expect(!viewModel.isSignUpEnabled)
    }

    @Test("the message and tone follow the input, field by field", arguments: SignupBinding.allCases)
    func followsInput(binding: SignupBinding) {
        let viewModel = binding.makeViewModel()
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

    @Test("the button is enabled exactly when both fields are non-empty; the tone and message agree", arguments: SignupBinding.allCases)
    func enabledIffBothFilled(binding: SignupBinding) async {
        await propertyCheck(count: 300, input: Self.texts, Self.texts) { id, password in
            let viewModel = binding.makeViewModel()
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

    @Test("the state depends only on the latest input, not on the edits that led to it", arguments: SignupBinding.allCases)
    func latestInputOnly(binding: SignupBinding) async {
        await propertyCheck(count: 200, input: Self.texts.array(of: 1...6), Self.texts.array(of: 1...6)) { ids, passwords in
            let edited = binding.makeViewModel()
            for (id, password) in zip(ids, passwords) {
                edited.idChanged(id)
                edited.passwordChanged(password)
            }
            for id in ids.dropFirst(passwords.count) { edited.idChanged(id) }
            for password in passwords.dropFirst(ids.count) { edited.passwordChanged(password) }
            let fresh = binding.makeViewModel()
            fresh.idChanged(ids.last ?? "")
            fresh.passwordChanged(passwords.last ?? "")
            #expect(edited.message == fresh.message)
            #expect(edited.tone == fresh.tone)
            #expect(edited.isSignUpEnabled == fresh.isSignUpEnabled)
        }
    }

    @Test("signing up is refused while a field is empty", arguments: SignupBinding.allCases)
    func signUpRefused(binding: SignupBinding) {
        let viewModel = binding.makeViewModel()
        viewModel.idChanged("alice")
        viewModel.signUp()
        #expect(viewModel.signedUpID == nil)
        #expect(viewModel.message == "Enter a password.")
    }

    @Test("signing up a valid form says so, until the next edit", arguments: SignupBinding.allCases)
    func signUp(binding: SignupBinding) {
        let viewModel = binding.makeViewModel()
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

    // MARK: - Each binding's mechanism

    @Test("the notification binding posts the new display after each change, and only then")
    func notificationBinding() {
        let center = NotificationCenter()
        let viewModel = NotificationSignupViewModel(notificationCenter: center)
        let received = DisplayLog()
        let observer = center.addObserver(forName: NotificationSignupViewModel.displayDidChange, object: viewModel, queue: nil) { note in
            let display = note.userInfo?[NotificationSignupViewModel.displayKey] as? SignupDisplay
            MainActor.assumeIsolated { received.displays.append(display) }
        }
        defer { center.removeObserver(observer) }
        viewModel.idChanged("alice")
        viewModel.idChanged("alice")  // no change: no notification
        viewModel.passwordChanged("pw")
        #expect(received.displays.map { $0?.message } == ["Enter a password.", "OK: ready to sign up."])
        #expect(received.displays.last??.isSignUpEnabled == true)
    }

    @Test("the stream binding yields the current display, then the newest after each change; a stopped reader is dropped")
    func streamBinding() async {
        let viewModel = StreamSignupViewModel()
        let displays = viewModel.displays()
        var iterator = displays.makeAsyncIterator()
        #expect(await iterator.next()?.message == "Enter an ID and a password.")
        viewModel.idChanged("a")
        viewModel.idChanged("alice")  // the stream keeps only the newest display not read yet
        #expect(await iterator.next()?.message == "Enter a password.")
        viewModel.passwordChanged("pw")
        #expect(await iterator.next()?.isSignUpEnabled == true)
        #expect(viewModel.readerCount == 1)
        let reading = Task { for await _ in viewModel.displays() {} }
        await Task.settle { viewModel.readerCount == 2 }
        #expect(viewModel.readerCount == 2)
        reading.cancel()
        await Task.settle { viewModel.readerCount == 1 }
        #expect(viewModel.readerCount == 1, "a cancelled reader's stream is removed")
    }
}

@MainActor
private final class DisplayLog {
    var displays: [SignupDisplay?] = []
}
