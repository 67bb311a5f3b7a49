import Foundation
import StrataUIKit
import Testing

#if !canImport(UIKit)
/// Declarations the simulation mirrors from UIKit beyond its misuse rules: what compiles against
/// UIKit must compile and behave the same here.
@MainActor
@Suite("UIKitSimulation's declarations")
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
