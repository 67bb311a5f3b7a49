#if os(iOS) || os(tvOS) || os(visionOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import StrataAlert

/// How a UIKit view controller of Strata presents alerts: ``ViewController`` and
/// ``TabBarController`` adopt `AlertPresenting` with these members, and so can an app's own
/// controller by declaring the conformance.
extension AlertPresenting where Self: UIViewController {
    /// Whether the controller shows an alert that no `AlertClient` manages.
    public var isPresentingAlert: Bool { presentsUnmanagedAlert }

    /// Whether the controller is in a window, so that an alert can appear.
    public var canPresentAlerts: Bool { isInWindow }

    /// Shows `alert` as a `UIAlertController`, from the topmost controller presented over this
    /// controller; an alert asked for while another alert of Strata is on screen (from any screen
    /// of the window) waits for it to be answered.
    ///
    /// If the controller leaves its window while the alert waits, the alert is never shown and
    /// `onChoice` is not called; the variant with `onUnavailable` (which `AlertClient` uses) hears
    /// about it.
    public func presentAlert(
        _ alert: AlertPresentation,
        animated: Bool,
        completion: (@MainActor () -> Void)?,
        onChoice: @escaping @MainActor (Int) -> Void
    ) {
        AlertLine.enqueue(alert, on: self, animated: animated, completion: completion, onChoice: onChoice, onUnavailable: {})
    }

    /// Shows `alert` as the variant without `onUnavailable` does, and calls `onUnavailable`
    /// instead of `onChoice` if the controller is not in a window, or leaves it while the alert
    /// waits for another alert of the window to be answered.
    public func presentAlert(
        _ alert: AlertPresentation,
        animated: Bool,
        completion: (@MainActor () -> Void)?,
        onChoice: @escaping @MainActor (Int) -> Void,
        onUnavailable: @escaping @MainActor () -> Void
    ) {
        AlertLine.enqueue(alert, on: self, animated: animated, completion: completion, onChoice: onChoice, onUnavailable: onUnavailable)
    }
}
#endif
