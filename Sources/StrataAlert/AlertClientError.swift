/// Why an alert client could not show an alert, or could not make sense of the driver's answer.
///
/// ``AlertClient`` never crashes on these: ``AlertClient/show(strategy:animated:completion:)``
/// returns them in ``AlertShowOutcome/rejected(_:)``, and every one of them is also passed to the
/// client's diagnostic handler, so that an app can log them in one place.
public enum AlertClientError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The view controller the client presents on has been deallocated (the screen is gone), or
    /// cannot show an alert now (a UIKit view controller whose view is not in a window).
    case presenterUnavailable
    /// The view controller is showing an alert that was not shown through an alert client, so the
    /// client cannot know when it will be answered.
    case presenterBusy
    /// The strategy has no actions: the user could never close the alert.
    case noActions(title: String?)
    /// The strategy has more than one `.cancel` action; drivers bind cancel to one gesture or key
    /// (UIKit raises an exception for this).
    case multipleCancelActions(titles: [String])
    /// The driver reported a button index that the alert does not have; the tap was ignored.
    case choiceOutOfRange(index: Int, buttonCount: Int)

    /// What went wrong, in a sentence fit for a log or a test failure.
    public var description: String {
        switch self {
        case .presenterUnavailable:
            "The alert was not shown: its view controller no longer exists or is not on screen."
        case .presenterBusy:
            "The alert was not shown: the view controller is showing an alert that no alert client manages."
        case .noActions(let title):
            "The alert \(Self.quoted(title)) was not shown: it has no actions, so it could never be closed."
        case .multipleCancelActions(let titles):
            "The alert was not shown: it has \(titles.count) cancel actions (\(titles.joined(separator: ", "))); at most one is allowed."
        case .choiceOutOfRange(let index, let buttonCount):
            "The driver reported button \(index) of an alert with \(buttonCount) buttons; the choice was ignored."
        }
    }

    private static func quoted(_ title: String?) -> String {
        title.map { "\"\($0)\"" } ?? "(untitled)"
    }
}
