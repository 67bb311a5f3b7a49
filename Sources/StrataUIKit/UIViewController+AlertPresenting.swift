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
        WindowAlertQueue.enqueue(alert, on: self, animated: animated, completion: completion, onChoice: onChoice, onUnavailable: {})
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
        WindowAlertQueue.enqueue(alert, on: self, animated: animated, completion: completion, onChoice: onChoice, onUnavailable: onUnavailable)
    }
}

extension UIAlertController.Style {
    /// The UIKit style of an `AlertStyle`: what presenters choose without importing UIKit.
    public init(style: AlertStyle) {
        switch style {
        case .alert: self = .alert
        case .actionSheet: self = .actionSheet
        }
    }
}

extension UIAlertAction.Style {
    /// The UIKit style of an `AlertActionStyle`.
    public init(style: AlertActionStyle) {
        switch style {
        case .default: self = .default
        case .cancel: self = .cancel
        case .destructive: self = .destructive
        }
    }
}

extension UIAlertController {
    /// An alert controller showing `presentation`, whose buttons report their index in
    /// `presentation.buttons` to `onChoice`.
    convenience init(presentation: AlertPresentation, onChoice: @escaping @MainActor (Int) -> Void) {
        self.init(title: presentation.title, message: presentation.message, preferredStyle: Style(style: presentation.style))
        for (index, button) in presentation.buttons.enumerated() {
            // strata-lint:disable:next inline-alert-handler -- the driver's side of AlertPresenting: the one place UIKit buttons are made, each reporting its index to the alert client, which calls the handlers registered in viewDidLoad.
            addAction(UIAlertAction(title: button.title, style: UIAlertAction.Style(style: button.style)) { _ in onChoice(index) })
        }
    }
}
#endif
