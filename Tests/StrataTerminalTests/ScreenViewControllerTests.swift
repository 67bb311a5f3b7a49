import StrataAlert
import StrataCore
import StrataNavigation
import Testing
@testable import StrataTerminal

@Suite("ScreenViewController")
@MainActor
struct ScreenViewControllerTests {
    final class NoticeRootView: View, AppView {
        let button = Button(title: "Again")
        func setup() { addSubview(button) }
    }

    /// A screen object that records what it was built with and what happened to it.
    final class ScreenSpy: ScreenObject {
        let parts: ScreenParts<NoticeRootView, String, BaseViewController>
        var events: [String]

        init(parts: ScreenParts<NoticeRootView, String, BaseViewController>, events: [String]) {
            self.parts = parts
            self.events = events
        }

        func start() { events.append("start") }
        func again() { events.append("again") }
    }

    final class NoticeViewController: ScreenViewController<NoticeRootView, String, ScreenSpy> {
        override func bindControls() {
            rootView.button.addAction { [unowned self] in screen.again() }
        }
    }

    private func makeController(screens: Counter) -> NoticeViewController {
        NoticeViewController(title: "Notice", rows: { _ in "rows" }) { parts in
            screens.count += 1
            return ScreenSpy(parts: parts, events: ["made"])
        }
    }

    @Test("loading the view makes the screen object once, from the root view, the rows and itself, then starts it")
    func makesAndStarts() {
        let screens = Counter()
        let controller = makeController(screens: screens)
        #expect(screens.count == 0)
        _ = controller.view
        _ = controller.view
        #expect(screens.count == 1)
        #expect(controller.screen.events == ["made", "start"])
        #expect(controller.screen.parts.display === controller.rootView)
        #expect(controller.screen.parts.rows == "rows")
        #expect(controller.screen.parts.host === controller)
        #expect(controller.screen.parts.transitioner === controller)
        #expect(controller.title == "Notice")
    }

    @Test("converted parts hand on the same root view, rows, host and transitioner, seen as other types")
    func convertedParts() {
        let controller = makeController(screens: Counter())
        _ = controller.view
        let parts: ScreenParts<View, Int, BaseViewController> = controller.screen.parts.converted(display: { $0 }, rows: { $0.count })
        #expect(parts.display === controller.rootView)
        #expect(parts.rows == 4)
        #expect(parts.host === controller)
        #expect(parts.transitioner === controller)
    }

    @Test("the controls bound in bindControls reach the screen object")
    func controlsReachTheScreen() {
        let controller = makeController(screens: Counter())
        _ = controller.view
        controller.rootView.button.press()
        #expect(controller.screen.events == ["made", "start", "again"])
    }

    @Test("as a ScreenHost, the view controller is on screen while it is the one drawn, and its title is the screen's")
    func host() {
        let controller = makeController(screens: Counter())
        let host: any ScreenHost = controller
        #expect(!host.isOnScreen)
        host.title = "Changed"
        #expect(controller.title == "Changed")
        _ = Application(terminal: HeadlessTerminal(size: TerminalSize(columns: 40, rows: 10)), root: controller, environment: [:])
        #expect(host.isOnScreen)
    }

    final class Counter {
        var count = 0
    }
}
