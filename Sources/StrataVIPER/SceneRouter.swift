import StrataNavigation

/// A router that leads from one scene to others through its transitioner (StrataNavigation's
/// `Transitioner`: a `UINavigationController`'s screen, StrataTerminal's view controllers, a
/// `RecordingTransitioner` in tests), which it holds weakly (the transitioner is the screen that
/// owns the scene). The VIPER article calls it the transitioner.
///
/// Subclass it with one method per destination, building the next scene's screen:
///
/// ```swift
/// final class SearchRouter: SceneRouter<String> {
///     func showDetail(of name: String) { push("detail:\(name)") }
/// }
/// ```
@MainActor
open class SceneRouter<Screen> {
    /// Shows the next scenes; `nil` once the screen it belongs to is gone.
    public private(set) weak var transitioner: (any Transitioner<Screen>)?

    /// Creates a router over `transitioner`.
    public init(transitioner: any Transitioner<Screen>) {
        self.transitioner = transitioner
    }

    /// Pushes `screen` on the transitioner's navigation stack.
    public func push(_ screen: Screen, animated: Bool = true) {
        transitioner?.push(screen, animated: animated)
    }

    /// Goes back to the previous screen.
    public func pop(animated: Bool = true) {
        transitioner?.pop(animated: animated)
    }

    /// Presents `screen` modally.
    public func present(_ screen: Screen, animated: Bool = true) {
        transitioner?.present(screen, animated: animated, completion: nil)
    }

    /// Dismisses what the transitioner presented.
    public func dismiss(animated: Bool = true) {
        transitioner?.dismiss(animated: animated, completion: nil)
    }
}
