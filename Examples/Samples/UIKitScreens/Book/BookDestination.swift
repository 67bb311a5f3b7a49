#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import StrataNavigation

/// What a row of the samples' Book opens: a screen the Book's router pushes, a coordinator's flow
/// the router starts on the Book's navigation controller (chapter 11's, whose coordinator pushes its
/// first screen itself), or a screen with tabs of its own the router presents. See BookRouter.
@MainActor
public enum BookDestination {
    /// A screen, built by the router when the row is tapped, which it pushes.
    case screen(@MainActor () -> UIViewController)
    /// A coordinator, built by the router when the row is tapped with the Book's navigation
    /// controller, which the router keeps as its child and starts; it pushes its own screens.
    case flow(@MainActor (UINavigationController) -> Coordinator)
    /// A screen with tabs of its own (a pattern gallery variant's tab bar), built by the router
    /// when the row is tapped, which it presents over the Book as a sheet the user swipes down to
    /// close: a tab bar is never pushed on a navigation stack.
    case sheet(@MainActor () -> UIViewController)
    /// Something the app does instead of showing a screen over the Book: the router calls it when the
    /// row is tapped (chapters 14 and 15 run the GitHub client in their architecture, on its own tabs).
    case action(@MainActor () -> Void)
}
#endif
