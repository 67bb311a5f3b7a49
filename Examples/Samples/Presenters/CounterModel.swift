import Observation

/// The model of the MVC chapter's counter: a count that goes up and down, and tells whoever observes
/// it when it changes.
///
/// Use it as the *Model* of either MVC flavour. It knows nothing of screens: it takes commands
/// (``countUp()``, ``countDown()``) and, being `@Observable`, notifies its observers of every change
/// — the role Smalltalk's *dependents* play in the original MVC. In the original MVC a view observes
/// it (`ContinuousObservation` in StrataCore); in Cocoa MVC the controller does, and updates its
/// view.
///
/// The count saturates at `Int.min` and `Int.max` instead of overflowing, so no number of presses
/// can crash the app.
@MainActor
@Observable
public final class CounterModel {
    /// The current count; starts at the value given to ``init(count:)``.
    public private(set) var count: Int

    /// Creates a counter showing `count` (0 by default).
    public init(count: Int = 0) {
        self.count = count
    }

    /// Adds one to the count (the `+` button's command).
    public func countUp() {
        guard count < .max else { return }
        count += 1
    }

    /// Takes one from the count (the `-` button's command).
    public func countDown() {
        guard count > .min else { return }
        count -= 1
    }
}
