/// What a sign-up screen shows, all at once: the message, its tone and whether the button works.
///
/// Every ``SignupViewModelType`` exposes it as ``SignupViewModelType/display``; the notification
/// binding sends it in its notification and the stream binding yields it, so a view applies one
/// value whatever the binding.
public struct SignupDisplay: Equatable, Sendable {
    /// The text under the fields: what is missing, that the form is ready, or who signed up.
    public let message: String
    /// Whether ``message`` reports an error or an all-clear.
    public let tone: SignupMessageTone
    /// Whether the sign-up button can be pressed: exactly when both fields are non-empty.
    public let isSignUpEnabled: Bool

    /// Creates a display.
    public init(message: String, tone: SignupMessageTone, isSignUpEnabled: Bool) {
        self.message = message
        self.tone = tone
        self.isSignUpEnabled = isSignUpEnabled
    }
}
