/// One broken UIKit rule: something a real app would crash on (an exception) or silently get wrong.
public struct UIKitViolation: Error, Sendable, Hashable, CustomStringConvertible {
    /// The rules the simulation checks.
    public enum Rule: String, Sendable, Hashable, CaseIterable {
        /// Item or section counts after a batch update disagree with the data source
        /// ("Invalid update: invalid number of items in section…"), or an index path is out of range.
        case invalidBatchUpdate
        /// A cell was dequeued for a reuse identifier that was never registered.
        case unregisteredReuseIdentifier
        /// A view controller already on a navigation stack was pushed again, or a stack assigned
        /// to `viewControllers` listed one controller twice.
        case pushingControllerAlreadyOnStack
        /// The root view controller of a navigation stack was popped.
        case poppingRootViewController
        /// `popToViewController` named a controller that is not on the stack.
        case poppingToControllerNotOnStack
        /// A controller presented while it already presents another one, or presented a controller
        /// that is already presented.
        case presentingWhilePresenting
        /// A controller whose view is not in a window was asked to present (UIKit only logs it, and
        /// nothing appears).
        case presentingFromViewNotInWindow
        /// `dismiss` was called on a controller that neither presents nor is presented.
        case dismissingWithNothingPresented
        /// A `UIAlertController` with no actions was presented: nobody could close it.
        case alertWithoutActions
        /// The view lifecycle ran out of order: `viewDidLoad` twice, an appearance callback out of
        /// turn, an override that did not call `super`, `loadView` that assigned no view.
        case viewLifecycle
    }

    /// The rule that was broken.
    public let rule: Rule
    /// What happened, worded like UIKit's own message where it has one.
    public let message: String

    /// The rule and the message.
    public var description: String { "[\(rule.rawValue)] \(message)" }
}
