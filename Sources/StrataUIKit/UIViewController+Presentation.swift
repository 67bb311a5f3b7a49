#if os(iOS) || os(tvOS) || os(visionOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif

extension UIViewController {
    /// The top of this controller's containment hierarchy: the controller that presents for it.
    var presentationContext: UIViewController {
        var context = self
        while let parent = context.parent { context = parent }
        return context
    }

    /// The controller at the end of the chain of modal presentations over this one's context.
    var topPresentedController: UIViewController {
        var top = presentationContext
        while let presented = top.presentedViewController, presented !== top { top = presented }
        return top
    }

    /// Whether the controller's view is in a window.
    var isInWindow: Bool {
        viewIfLoaded?.window != nil
    }

    /// Whether an alert that Strata does not manage is presented over this controller.
    var presentsUnmanagedAlert: Bool {
        guard let alert = presentationContext.presentedViewController as? UIAlertController else { return false }
        return !WindowAlertQueue.manages(alert)
    }
}
#endif
