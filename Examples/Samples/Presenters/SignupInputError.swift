/// What is wrong with a sign-up form's input: which of the two fields is still empty.
///
/// ``SignupValidator`` returns it; ``SignupViewModel`` turns it into the message the screen shows.
public enum SignupInputError: Error, Equatable, Sendable {
    /// Neither an ID nor a password was entered.
    case missingIDAndPassword
    /// The ID is empty; the password is not.
    case missingID
    /// The password is empty; the ID is not.
    case missingPassword
}
