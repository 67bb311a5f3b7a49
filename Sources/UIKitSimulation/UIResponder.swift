/// Apple: `@MainActor class UIResponder : NSObject`. The simulation's responder is a root class:
/// nothing here needs the Objective-C runtime, and a main-actor class cannot override `NSObject`'s
/// nonisolated `init()` in the Swift 6 language mode.
@MainActor
open class UIResponder {
    /// Creates a responder.
    public init() {}
}
