#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import StrataNavigation

/// What a row of the samples' Book opens: a screen the Book pushes, or a coordinator's flow the
/// Book starts on its own navigation controller (chapter 11's, whose coordinator pushes its first
/// screen itself).
@MainActor
public enum BookDestination {
    /// A screen, built when the row is tapped, which the Book pushes.
    case screen(@MainActor () -> UIViewController)
    /// A coordinator, built when the row is tapped with the Book's navigation controller, which
    /// the Book keeps as its child and starts; it pushes its own screens.
    case flow(@MainActor (UINavigationController) -> Coordinator)
}
#endif
