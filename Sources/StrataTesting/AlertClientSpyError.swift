/// Why ``AlertClientSpy/tap(_:)`` could not answer an alert: the test asked for something the user
/// could not do.
public enum AlertClientSpyError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No alert was shown, or every alert shown was already answered.
    case noAlertOnScreen
    /// The alert on screen has no button for this action.
    case actionNotOffered(title: String)

    /// What went wrong, in a sentence fit for a log or a test failure.
    public var description: String {
        switch self {
        case .noAlertOnScreen:
            "No alert is on screen: nothing was shown, or every alert shown was already answered."
        case .actionNotOffered(let title):
            "The alert on screen has no \"\(title)\" button."
        }
    }
}
