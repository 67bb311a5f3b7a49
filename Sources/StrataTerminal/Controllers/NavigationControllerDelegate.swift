/// What a ``NavigationController`` tells about its stack: the terminal's
/// `UINavigationControllerDelegate`.
///
/// Use it to learn that a screen left the stack by any means — the back key, a router's pop, a pop
/// to the root — for example to end the coordinator of the flow that pushed it:
///
/// ```swift
/// final class StackObserver: NavigationControllerDelegate {
///     func navigationController(_ navigationController: NavigationController, didShow viewController: BaseViewController) {
///         print("\(navigationController.viewControllers.count) screens on the stack")
///     }
/// }
/// ```
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
    /// Called after `navigationController` pushed or popped screens, or replaced its stack, so that
    /// `viewController` is now on top. Not called when the top screen stays the same.
    func navigationController(_ navigationController: NavigationController, didShow viewController: BaseViewController)
}
