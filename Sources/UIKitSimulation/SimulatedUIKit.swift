import Foundation
import Testing

/// The simulation's own API (not UIKit's): where the misuse rules that crash or silently break a
/// real app are reported, and how a test collects them.
///
/// Every violation goes to the handler of the current task (`violations(during:)`); with no
/// handler it is recorded as a Swift Testing issue, so a test that breaks a rule fails instead of
/// crashing the test run. The simulated call then does what is safe (ignores the bad push, reloads
/// the list after a bad batch update, and so on).
public enum SimulatedUIKit {
    @TaskLocal static var handler: (@Sendable (UIKitViolation) -> Void)?

    /// Reports `violation` to the current handler, or as a test issue when there is none.
    static func report(_ rule: UIKitViolation.Rule, _ message: String) {
        let violation = UIKitViolation(rule: rule, message: message)
        if let handler {
            handler(violation)
        } else {
            Issue.record(Comment(rawValue: "UIKit misuse: \(violation)"))
        }
    }

    /// Runs `body` and returns the violations it caused, instead of recording them as issues.
    public static func violations(during body: () throws -> Void) rethrows -> [UIKitViolation] {
        let log = ViolationLog()
        try $handler.withValue({ log.append($0) }, operation: body)
        return log.all
    }

    /// Runs `body` (and the tasks it starts) and returns the violations it caused, instead of
    /// recording them as issues.
    @MainActor
    public static func violations(during body: @MainActor () async throws -> Void) async rethrows -> [UIKitViolation] {
        let log = ViolationLog()
        try await $handler.withValue({ log.append($0) }, operation: body)
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
