/// Why a ``RecordingAlertPresenter`` could not choose a button: the test asked for something the
/// user could not do.
public enum RecordingAlertPresenterError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No alert is on screen.
    case noAlertOnScreen
    /// The alert on screen has no button with this title.
    case noSuchButton(title: String)

    /// What went wrong, in a sentence fit for a log or a test failure.
    public var description: String {
        switch self {
        case .noAlertOnScreen: "No alert is on screen."
        case .noSuchButton(let title): "The alert on screen has no \"\(title)\" button."
        }
    }
}
