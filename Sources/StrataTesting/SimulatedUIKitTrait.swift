#if os(Linux)
import Testing
import UIKitSimulation

/// A suite or test trait for code that runs on UIKitSimulation (Linux): every UIKit misuse the
/// simulation catches is recorded as an issue of the test that caused it.
///
/// UIKitSimulation never imports Swift Testing; without a handler, a misuse stops the program, as
/// real UIKit raises an exception. Put the trait on every suite that drives UIKit screens, so that a
/// broken rule fails its test instead:
///
/// ```swift
/// @MainActor
/// @Suite(.simulatedUIKit)
/// struct SearchScreenTests {
///     @Test func pushesTheDetail() { ... }
/// }
/// ```
///
/// Inside such a test, `SimulatedUIKit.violations(during:)` still collects the violations of a
/// block for a test that expects one.
public struct SimulatedUIKitTrait: TestTrait, SuiteTrait, TestScoping {
    /// Applied to every test of a suite it marks.
    public var isRecursive: Bool { true }

    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        try await SimulatedUIKit.reportingViolations(to: { violation in
            Issue.record(Comment(rawValue: "UIKit misuse: \(violation)"))
        }) {
            try await function()
        }
    }
}

extension Trait where Self == SimulatedUIKitTrait {
    /// Records every UIKit misuse that UIKitSimulation catches as an issue of the running test.
    public static var simulatedUIKit: Self { SimulatedUIKitTrait() }
}
#endif
