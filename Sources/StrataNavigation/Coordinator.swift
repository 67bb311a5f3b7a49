/// The object that decides which screens to show for one part of the app, and in which order.
///
/// Subclass `Coordinator` for each flow (the app, a tab, sign-in, a detail screen) and override
/// ``start()`` to show its first screen. A coordinator that starts a sub-flow adds a *child* and
/// keeps it alive while the flow runs; when the flow ends, the child calls ``finish()``, which
/// removes it from its parent so it is released with all its own children:
///
/// ```swift
/// final class AppCoordinator: Coordinator {
///     override func start() { showRepositories() }
///
///     func signIn() {
///         let signIn = SignInCoordinator(transitioner: transitioner)
///         startChild(signIn)           // kept alive until it finishes
///     }
/// }
///
/// final class SignInCoordinator: Coordinator {
///     func userSignedIn() { finish() } // removed from the app coordinator, then released
/// }
/// ```
///
/// ## Ownership rules
/// - A parent holds its children strongly and a child holds its parent weakly, so a tree of
///   coordinators lives exactly as long as its root's owner keeps the root.
/// - A coordinator has at most one parent: adding it to another parent moves it.
/// - Adding a coordinator to itself or to one of its own descendants would create a cycle (a
///   leak); ``addChild(_:)`` refuses it and returns `false`.
/// - Override ``childDidFinish(_:)`` to react when a child's flow ends (call `super`).
@MainActor
open class Coordinator {
    /// The coordinators of the sub-flows that run now, in the order they were added.
    public private(set) var children: [Coordinator] = []
    /// The coordinator that started this one, if it is still attached.
    public private(set) weak var parent: Coordinator?

    /// Creates a coordinator with no parent and no children.
    public init() {}

    /// Shows the flow's first screen. Subclasses override it; the base implementation does
    /// nothing.
    open func start() {}

    /// Adds `child` to ``children`` and becomes its parent, without starting it.
    ///
    /// Adding a child already attached elsewhere moves it; adding one that is already a child does
    /// nothing.
    /// - Returns: `false`, and changes nothing, if `child` is this coordinator or one of its
    ///   ancestors (that would be a cycle); `true` otherwise.
    @discardableResult
    public func addChild(_ child: Coordinator) -> Bool {
        if child.parent === self { return true }
        var ancestor: Coordinator? = self
        while let current = ancestor {
            if current === child { return false }
            ancestor = current.parent
        }
        child.parent?.removeChild(child)
        children.append(child)
        child.parent = self
        return true
    }

    /// Adds `child` (see ``addChild(_:)``) and starts it.
    ///
    /// - Returns: `false`, without starting it, if it could not be added.
    @discardableResult
    public func startChild(_ child: Coordinator) -> Bool {
        guard addChild(child) else { return false }
        child.start()
        return true
    }

    /// Ends this coordinator's flow: its parent forgets it (and calls ``childDidFinish(_:)``), so
    /// it is released unless something else holds it. Finishing twice does nothing the second
    /// time.
    public func finish() {
        parent?.childDidFinish(self)
    }

    /// Called when `child` finishes; removes it from ``children``.
    ///
    /// Override to react (for example, to show what follows a sign-in), and call `super` so the
    /// child is released.
    open func childDidFinish(_ child: Coordinator) {
        removeChild(child)
    }

    /// Removes `child` from ``children`` without asking it; use it to abandon a flow that did not
    /// finish by itself.
    public func removeChild(_ child: Coordinator) {
        guard child.parent === self else { return }
        children.removeAll { $0 === child }
        child.parent = nil
    }
}
