/// What a UI driver's view controller implements so that an `AlertClient` can show alerts on it.
///
/// The client holds its presenter weakly. A driver shows ``AlertPresentation`` in its own way and,
/// when the user chooses a button, calls `onChoice` once with that button's index in
/// `alert.buttons`. Dismissing the alert without a choice (for example with Escape) counts as
/// choosing the `.cancel` button if the alert has one; an alert with no cancel button can only be
/// closed by choosing one of its buttons.
@MainActor
public protocol AlertPresenting: AnyObject {
    /// Whether an alert presented through this object is on screen now.
    var isPresentingAlert: Bool { get }

    /// Whether this object can put an alert on screen now. A UIKit view controller whose view is
    /// not in a window cannot (UIKit would drop the alert without a word), so the client reports
    /// ``AlertClientError/presenterUnavailable`` instead. `true` unless a driver says otherwise.
    var canPresentAlerts: Bool { get }

    /// Shows `alert`.
    ///
    /// - Parameters:
    ///   - alert: What to show.
    ///   - animated: Whether the driver should animate the appearance, where it can.
    ///   - completion: Called once the alert is on screen.
    ///   - onChoice: Called once, with the index of the chosen button, after the alert is removed.
    func presentAlert(
        _ alert: AlertPresentation,
        animated: Bool,
        completion: (@MainActor () -> Void)?,
        onChoice: @escaping @MainActor (Int) -> Void
    )
}

extension AlertPresenting {
    /// Drivers whose screens can always show an alert (the terminal) need not implement it.
    public var canPresentAlerts: Bool { true }
}
