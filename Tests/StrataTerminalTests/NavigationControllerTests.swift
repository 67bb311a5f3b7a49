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

/// Records what a navigation controller tells its delegate: the stack's depth and top at each call.
@MainActor
private final class StackRecorder: NavigationControllerDelegate {
    var shown: [(depth: Int, top: String?)] = []

    func navigationController(_ navigationController: NavigationController, didShow viewController: BaseViewController) {
        #expect(navigationController.topViewController === viewController)
        shown.append((navigationController.viewControllers.count, viewController.title))
    }
}

@Suite("NavigationController tells its delegate")
@MainActor
struct NavigationControllerDelegateTests {
    @Test("after every push and pop, once the stack is settled; never when the top screen stays")
    func didShow() {
        let screens = ["Root", "Detail", "Owner"].map { HostViewController(title: $0, content: Label($0)) }
        let navigation = NavigationController(rootViewController: screens[0])
        let recorder = StackRecorder()
        navigation.delegate = recorder
        navigation.pushViewController(screens[1], animated: false)
        navigation.pushViewController(screens[2], animated: false)
        navigation.pushViewController(screens[2], animated: false) // already on the stack: nothing
        navigation.popViewController(animated: false)
        _ = navigation.handle(key: .escape) // the back key
        navigation.popViewController(animated: false) // on the root: nothing
        navigation.setViewControllers([screens[0], screens[1]], animated: false)
        navigation.setViewControllers([screens[0], screens[1]], animated: false) // same top: nothing
        navigation.popToRootViewController(animated: false)
        #expect(recorder.shown.map(\.depth) == [2, 3, 2, 1, 2, 1])
        #expect(recorder.shown.map(\.top) == ["Detail", "Owner", "Detail", "Root", "Detail", "Root"])
    }
}
