/// How a sign-up form's message should read: as an error or as an all-clear.
///
/// ``SignupViewModel`` says *which* tone; each driver decides how it looks (the terminal screen
/// shows errors in red and the all-clear in green), so the view model needs no UI colour type.
public enum SignupMessageTone: Equatable, Sendable {
    /// Something is missing: the form cannot be sent yet.
    case error
    /// The input is valid, or the sign-up went through.
    case success
}
