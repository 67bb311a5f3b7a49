/// The state and the input rules every sign-up view model shares, whatever its binding: the two
/// fields, who signed up, and what follows from them through ``SignupValidator``.
struct SignupForm: Equatable, Sendable {
    private(set) var id = ""
    private(set) var password = ""
    private(set) var signedUpID: String?

    /// Sets the ID; an edit forgets a previous sign-up. Returns whether anything changed.
    mutating func idChanged(_ text: String) -> Bool {
        guard text != id else { return false }
        id = text
        signedUpID = nil
        return true
    }

    /// Sets the password; an edit forgets a previous sign-up. Returns whether anything changed.
    mutating func passwordChanged(_ text: String) -> Bool {
        guard text != password else { return false }
        password = text
        signedUpID = nil
        return true
    }

    /// Signs up with the current ID if the input is valid. Returns whether anything changed.
    mutating func signUp(validator: SignupValidator) -> Bool {
        guard case .success = validator.validate(id: id, password: password), signedUpID != id else { return false }
        signedUpID = id
        return true
    }

    /// What the screen shows for this state.
    func display(validator: SignupValidator) -> SignupDisplay {
        let validation = validator.validate(id: id, password: password)
        let isValid = if case .success = validation { true } else { false }
        let message: String
        if let signedUpID {
            message = "Signed up as \(signedUpID)."
        } else {
            message = switch validation {
            case .success: "OK: ready to sign up."
            case .failure(let error): error.message
            }
        }
        return SignupDisplay(message: message, tone: isValid ? .success : .error, isSignUpEnabled: isValid)
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
