#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif

/// The app delegate. Scenes do the work: the scene manifest names ``SceneDelegate``. The app's
/// entry point (`@main`, in the app package) subclasses it and sets ``SceneDelegate/storage``.
open class BrowserAppDelegate: UIResponder, UIApplicationDelegate {}
#endif
