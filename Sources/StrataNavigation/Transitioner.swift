/// The screen transitions a router asks for, independent of any UI framework.
///
/// View controllers of each driver adopt `Transitioner` with their own screen type (a terminal
/// view controller, a `UIViewController`). A router holds its transitioner weakly, builds the next
/// screen with all its collaborators, and asks the transitioner to show it:
///
/// ```swift
/// @MainActor
/// final class RepositoryListRouter<T: Transitioner> where T.Screen == AnyScreen {
///     weak var transitioner: T?
///     func showDetail(of repository: Repository) {
///         transitioner?.push(RepositoryDetailBuilder.build(repository), animated: true)
///     }
/// }
/// ```
///
/// Push and pop act on the navigation stack that contains the transitioner; present and dismiss
/// act modally. Asking for a transition that is impossible (pop with nothing to pop, `popTo` a
/// screen not on the stack) does nothing; drivers may log it.
@MainActor
public protocol Transitioner<Screen>: AnyObject {
    /// The driver's screen type.
    associatedtype Screen

    /// Pushes `screen` onto the navigation stack.
    func push(_ screen: Screen, animated: Bool)

    /// Pops the top screen of the navigation stack.
    func pop(animated: Bool)

    /// Pops every screen above the root of the navigation stack.
    func popToRoot(animated: Bool)

    /// Pops screens until `screen` is on top.
    func popTo(_ screen: Screen, animated: Bool)

    /// Presents `screen` modally over the current one.
    func present(_ screen: Screen, animated: Bool, completion: (@MainActor () -> Void)?)

    /// Dismisses the screen presented modally by this one (or this one, if it was presented).
    func dismiss(animated: Bool, completion: (@MainActor () -> Void)?)
}
