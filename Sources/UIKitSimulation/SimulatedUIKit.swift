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
