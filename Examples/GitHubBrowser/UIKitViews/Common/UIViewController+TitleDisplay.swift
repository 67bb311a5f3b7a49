#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserFeatures

// Every UIKit screen has a title a screen object can set.
extension UIViewController: TitleDisplay {}
#endif
