#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif

/// The app delegate. Scenes do the work: Info.plist's scene manifest names `SceneDelegate`.
open class BrowserAppDelegate: UIResponder, UIApplicationDelegate {}

#if canImport(UIKit)
/// The app's entry point on iOS (UIKit's `UIApplicationMain`, through `@main`).
@main
final class AppDelegate: BrowserAppDelegate {}
#endif
