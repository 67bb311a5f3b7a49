#if os(Linux)  // UIKitSimulation, which these tests drive, exists on Linux only
import SamplePresenters
import SampleUIKitScreens
import StrataTesting
import StrataUIKit
import Testing

/// The articles' Hoge screen on UIKit, with its real presenter, in a simulated window.
@MainActor
@Suite("Hoge screen on UIKit", .simulatedUIKit)
struct HogeScreenTests {
    @Test("the presenter's initial light mode shows; each tap on the button toggles the mode")
    func toggles() {
        let screen = HogeViewController<HogePresenter>()
        let violations = SimulatedUIKit.violations {
            let window = UIWindow(windowScene: UIWindowScene())
            window.rootViewController = UINavigationController(rootViewController: screen)
            window.makeKeyAndVisible()
            let root = screen.rootView
            #expect(root.backgroundColor == .white)
            #expect(root.hogeLabel.textColor == .black)
            #expect(root.colorModeButton.currentTitle == "Hoge Dark Mode!!!")
            root.colorModeButton.sendActions(for: .touchUpInside)
            #expect(root.backgroundColor == .black)
            #expect(root.hogeLabel.textColor == .white)
            #expect(root.colorModeButton.currentTitle == "Hoge Light Mode!!!")
            root.colorModeButton.sendActions(for: .touchUpInside)
            #expect(root.colorModeButton.currentTitle == "Hoge Dark Mode!!!")
            #expect(screen.title == "Hoge")
        }
        #expect(violations.isEmpty)
    }
}
#endif
