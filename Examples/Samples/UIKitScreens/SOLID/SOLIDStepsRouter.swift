#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import SamplePresenters
import StrataUIKit

/// The SOLID walkthrough's router on UIKit: it builds the screen of the step the user chose (a
/// ``SOLIDStepViewController``) and pushes it on the navigation controller of the screen it was
/// made from. The list of steps never builds a screen itself.
///
/// Make it with the list (``SOLIDStepsViewController`` does), and call ``showStep(_:number:of:)``
/// when a step is chosen.
@MainActor
public final class SOLIDStepsRouter {
    private let transitioner: ViewControllerTransitioner

    /// Creates the router that pushes from `viewController` (held weakly: the screen owns this
    /// router).
    public init(from viewController: UIViewController) {
        transitioner = ViewControllerTransitioner(from: viewController)
    }

    /// Pushes the screen of `step`, step `number` of `count`.
    public func showStep(_ step: SOLIDStep, number: Int, of count: Int) {
        transitioner.push(SOLIDStepViewController(step: step, number: number, of: count), animated: true)
    }
}
#endif
