import Foundation

/// The simulation's own API (not UIKit's): where the misuse rules that crash or silently break a
/// real app are reported, and how a test collects them.
///
/// Every violation goes to the handler of the current task: ``violations(during:)`` collects them,
/// ``reportingViolations(to:during:)`` hands them to a handler of your own, and StrataTesting's
/// `.simulatedUIKit` suite trait records them as issues of the test that caused them. The simulated
/// call then does what is safe (ignores the bad push, reloads the list after a bad batch update, and
/// so on).
///
/// With no handler, a violation stops the program with a message that names the rule, as real UIKit
/// raises an exception for most of them: a violation is never silently ignored.
public enum SimulatedUIKit {
    @TaskLocal static var handler: (@Sendable (UIKitViolation) -> Void)?

    /// Reports `violation` to the current handler; stops the program when there is none.
    static func report(_ rule: UIKitViolation.Rule, _ message: String) {
        let violation = UIKitViolation(rule: rule, message: message)
        guard let handler else {
            fatalError(
                "UIKit misuse: \(violation). No handler was installed: run the code under StrataTesting's "
                    + "`.simulatedUIKit` trait, `SimulatedUIKit.violations(during:)` or `reportingViolations(to:during:)`."
            )
        }
        handler(violation)
    }

    /// Runs `body` and hands every violation it causes to `handler`.
    public static func reportingViolations<Result>(
        to handler: @escaping @Sendable (UIKitViolation) -> Void,
        during body: () throws -> Result
    ) rethrows -> Result {
        try $handler.withValue(handler, operation: body)
    }

    /// Runs `body` (and the tasks it starts) and hands every violation it causes to `handler`.
    public static func reportingViolations<Result>(
        to handler: @escaping @Sendable (UIKitViolation) -> Void,
        isolation: isolated (any Actor)? = #isolation,
        during body: () async throws -> Result
    ) async rethrows -> Result {
        try await $handler.withValue(handler, operation: body)
    }

    /// Runs `body` and returns the violations it caused.
    public static func violations(during body: () throws -> Void) rethrows -> [UIKitViolation] {
        let log = ViolationLog()
        try reportingViolations(to: { log.append($0) }, during: body)
        return log.all
    }

    /// Runs `body` (and the tasks it starts) and returns the violations it caused.
    @MainActor
    public static func violations(during body: @MainActor () async throws -> Void) async rethrows -> [UIKitViolation] {
        let log = ViolationLog()
        try await reportingViolations(to: { log.append($0) }, during: body)
        return log.all
    }
}

/// The violations reported while a test collects them.
private final class ViolationLog: @unchecked Sendable {
    private let lock = NSLock()
    private var violations: [UIKitViolation] = []

    func append(_ violation: UIKitViolation) {
        lock.lock()
        defer { lock.unlock() }
        violations.append(violation)
    }

    var all: [UIKitViolation] {
        lock.lock()
        defer { lock.unlock() }
        return violations
    }
}

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
