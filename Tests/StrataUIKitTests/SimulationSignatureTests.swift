#if os(Linux)  // UIKitSimulation, which these tests drive, exists on Linux only
import Foundation
import StrataTesting
import StrataUIKit
import Testing

#if !canImport(UIKit)
/// Declarations the simulation mirrors from UIKit beyond its misuse rules: what compiles against
/// UIKit must compile and behave the same here.
@MainActor
@Suite("UIKitSimulation's declarations", .simulatedUIKit)
struct SimulationSignatureTests {
    /// UIKit's `window` requirement is optional: a scene delegate may declare none.
    final class WindowlessSceneDelegate: UIResponder, UIWindowSceneDelegate {}

    /// UIKit's cell properties are `open`: a subclass may override them.
    final class CustomCell: UITableViewCell {
        let custom = UIView()
        override var contentView: UIView { custom }
    }

    @Test("selectedViewController can be set, to one of the tabs only")
    func selectTabByController() {
        let first = UIViewController()
        let second = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        tabs.selectedViewController = second
        #expect(tabs.selectedIndex == 1 && tabs.selectedViewController === second)
        tabs.selectedViewController = UIViewController()
        #expect(tabs.selectedIndex == 1, "a controller that is not a tab changes nothing")
    }

    /// UIKit's `NSLayoutConstraint` is not final: this subclass declaration is the check (it does
    /// not compile against a final class).
    final class CustomConstraint: NSLayoutConstraint {}

    @Test("viewControllers can be assigned: the new top appears, the old one leaves, a controller listed twice is refused")
    func assignNavigationStack() {
        let root = UIViewController()
        let detail = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let window = UIWindow(windowScene: UIWindowScene())
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let violations = SimulatedUIKit.violations {
            navigation.viewControllers = [root, detail]
        }
        #expect(violations.isEmpty)
        #expect(navigation.topViewController === detail)
        #expect(detail.parent === navigation && detail.viewIfLoaded?.window === window, "the new top is on screen")
        #expect(root.viewIfLoaded?.window == nil, "the old top left the screen")
        navigation.viewControllers = [detail]
        #expect(root.parent == nil, "a controller no longer listed leaves the navigation")
        let refused = SimulatedUIKit.violations {
            navigation.viewControllers = [root, root]
        }
        #expect(refused.map(\.rule) == [.pushingControllerAlreadyOnStack])
        #expect(navigation.viewControllers.count == 1 && navigation.viewControllers.first === detail, "the stack stays as it was")
    }

    /// Made and read outside the main actor: UIKit's shortcut items and Foundation's user
    /// activities are not main-actor isolated, so this compiles against both (it did not when
    /// they were isolated here).
    nonisolated static func launchObjectsDescribed() -> [String] {
        let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
        activity.webpageURL = URL(string: "https://example.com/repos/apple/swift")
        let item = UIApplicationShortcutItem(type: "search", localizedTitle: "Search")
        return [item.type, item.localizedTitle, activity.activityType, activity.webpageURL?.host ?? "none"]
    }

    @Test("shortcut items and user activities can be made off the main actor")
    func launchObjectsAreNotIsolated() async {
        let described = await Task.detached { Self.launchObjectsDescribed() }.value
        #expect(described == ["search", "Search", NSUserActivityTypeBrowsingWeb, "example.com"])
    }

    @Test("system colours are told apart by name, from each other and from grey levels")
    func systemColours() {
        #expect(UIColor.systemRed == .systemRed)
        #expect(UIColor.systemRed != .systemGreen)
        #expect(UIColor.systemRed != UIColor(white: 0.5, alpha: 1))
        #expect(UIColor.systemGreen.description == "UIColor.systemGreen")
        #expect(UIColor.black.systemName == nil)
    }

    @Test("a text field's text is nil until set, as Apple documents")
    func textFieldStartsWithoutText() {
        let field = UITextField()
        #expect(field.text == nil)
        field.text = "swift"
        #expect(field.text == "swift")
    }

    @Test("a window scene delegate needs no window, and cells' open properties can be overridden")
    func optionalAndOpenMembers() {
        let delegate = WindowlessSceneDelegate()
        #expect(delegate.window == nil)
        delegate.window = UIWindow(windowScene: UIWindowScene())
        #expect(delegate.window == nil, "the default window is none")
        let cell = CustomCell(style: .default, reuseIdentifier: "cell")
        #expect(cell.contentView === cell.custom)
    }
}
#endif
#endif
