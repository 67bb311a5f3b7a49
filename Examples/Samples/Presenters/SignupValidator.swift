/// The *Model* of the MVVM chapter's sample: the rule a sign-up form's input must follow.
///
/// Both the ID and the password need at least one character. Use it wherever the rule is needed
/// (a view model, a server-side check): it is a plain value with no state and no UI. Any character
/// counts, spaces included, as in the book's sample.
public struct SignupValidator: Sendable {
    /// Creates the validator.
    public init() {}

    /// Checks an ID and a password: success when both are non-empty, otherwise which one is missing.
    public func validate(id: String, password: String) -> Result<Void, SignupInputError> {
        switch (id.isEmpty, password.isEmpty) {
        case (false, false): .success(())
        case (true, true): .failure(.missingIDAndPassword)
        case (true, false): .failure(.missingID)
        case (false, true): .failure(.missingPassword)
        }
    }
}
