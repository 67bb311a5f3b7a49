/// What happened when an alert client was asked to show an alert.
///
/// ``AlertClientType/show(strategy:animated:completion:)`` returns it as a discardable result: an
/// output method of a view controller usually ignores it (failures also reach the client's
/// diagnostic handler), and a test or a careful caller can check it.
public enum AlertShowOutcome: Sendable, Hashable {
    /// The alert was handed to the view controller and is being shown now.
    case presented
    /// Another alert managed by an alert client is on screen; this one waits its turn.
    ///
    /// `position` is 1 for the next alert to appear, 2 for the one after, and so on.
    case queued(position: Int)
    /// The alert will not be shown, for the given reason.
    case rejected(AlertClientError)

    /// The reason the alert was rejected, or `nil` if it is shown or queued.
    public var error: AlertClientError? {
        if case .rejected(let error) = self { return error }
        return nil
    }
}
