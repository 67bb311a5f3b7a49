/// Apple: `@MainActor class UIApplication : UIResponder`. Declared for the app delegate's
/// signatures; the simulation runs no application.
@MainActor
open class UIApplication: UIResponder {
    /// Apple: `struct LaunchOptionsKey` (a raw-representable string key).
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

/// Apple: `@MainActor protocol UIApplicationDelegate : NSObjectProtocol` (all optional there; here
/// with the default UIKit assumes).
@MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// Apple: `optional func application(_ application: UIApplication, didFinishLaunchingWithOptions
    /// launchOptions: [UIApplication.LaunchOptionsKey : Any]? = nil) -> Bool`.
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
}

extension UIApplicationDelegate {
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }
}
