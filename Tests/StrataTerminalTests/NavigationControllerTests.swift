import StrataTesting
import Testing
@testable import StrataTerminal

@Suite("NavigationController")
@MainActor
struct NavigationControllerTests {
    private func make() -> (NavigationController, HeadlessTerminal, Application, [HostViewController]) {
        let screens = ["一覧", "Detail", "Owner"].map { (name: String) in HostViewController(title: name, content: Label("Screen \(name)")) }
        let navigation = NavigationController(rootViewController: screens[0])
        let terminal = HeadlessTerminal(size: TerminalSize(columns: 40, rows: 6))
        let app = Application(terminal: terminal, root: navigation)
        return (navigation, terminal, app, screens)
    }

    @Test("push shows the new screen with a title bar and a back hint; Esc goes back")
    func pushAndEscape() {
        let (navigation, terminal, app, screens) = make()
        app.renderNow()
        GoldenSnapshot.assertMatches(terminal.plainText, named: "navigation-root")
        screens[0].push(screens[1], animated: true)
        app.renderNow()
        GoldenSnapshot.assertMatches(terminal.plainText, named: "navigation-pushed")
        app.send(.escape)
        #expect(navigation.viewControllers.count == 1)
        app.send(.escape)
        #expect(navigation.viewControllers.count == 1, "Esc on the root does nothing")
    }

    @Test("pop, popToRoot and popTo act on the stack with lifecycle callbacks")
    func popping() {
        let (navigation, _, _, screens) = make()
        navigation.pushViewController(screens[1], animated: true)
        navigation.pushViewController(screens[2], animated: true)
        #expect(screens[1].events == ["didLoad", "willAppear", "didAppear", "willDisappear", "didDisappear"])
        screens[2].popTo(screens[1], animated: true)
        #expect(navigation.topViewController === screens[1])
        #expect(screens[2].parent == nil)
        screens[1].push(screens[2], animated: true)
        screens[2].popToRoot(animated: true)
        #expect(navigation.viewControllers.count == 1)
        screens[0].pop(animated: true)
        #expect(navigation.viewControllers.count == 1)
        #expect(screens[0].events.last == "didAppear")
    }
}
