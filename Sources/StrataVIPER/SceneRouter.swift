import StrataNavigation

/// What shows the scenes a router leads to: the driver's navigation (a `UINavigationController`,
/// StrataTerminal's view controllers, a `RecordingTransitioner` in tests). The seed's
/// `ScenePresenter`, which is StrataNavigation's `Transitioner`.
public typealias ScenePresenter = Transitioner

/// A router that leads from one scene to others through its scene presenter, which it holds
/// weakly (the scene presenter is the screen that owns the scene).
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
    public private(set) weak var scenePresenter: (any ScenePresenter<Screen>)?

    /// Creates a router over `scenePresenter`.
    public init(scenePresenter: any ScenePresenter<Screen>) {
        self.scenePresenter = scenePresenter
    }

    /// Pushes `screen` on the scene presenter's navigation stack.
    public func push(_ screen: Screen, animated: Bool = true) {
        scenePresenter?.push(screen, animated: animated)
    }

    /// Goes back to the previous screen.
    public func pop(animated: Bool = true) {
        scenePresenter?.pop(animated: animated)
    }

    /// Presents `screen` modally.
    public func present(_ screen: Screen, animated: Bool = true) {
        scenePresenter?.present(screen, animated: animated, completion: nil)
    }

    /// Dismisses what the scene presenter presented.
    public func dismiss(animated: Bool = true) {
        scenePresenter?.dismiss(animated: animated, completion: nil)
    }
}
