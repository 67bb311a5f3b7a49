/// How an alert is shown, independent of any UI framework.
///
/// Presenters and view models choose a style without importing UIKit; each driver maps it to its
/// own presentation (`UIAlertController.Style` on iOS, a centred dialog or a bottom sheet in the
/// terminal).
public enum AlertStyle: Sendable, Hashable, CaseIterable {
    /// A dialog in the middle of the screen that interrupts the user.
    case alert
    /// A list of choices attached to the bottom of the screen.
    case actionSheet
}
