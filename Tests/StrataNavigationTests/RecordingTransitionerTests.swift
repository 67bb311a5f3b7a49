import StrataNavigation
import StrataTesting
import Testing

@MainActor
@Suite("RecordingTransitioner")
struct RecordingTransitionerTests {
    enum Screen: Equatable { case list, detail(Int), settings, login }

    @Test("pushes and pops are recorded and move the simulated stack")
    func pushPop() {
        let transitioner = RecordingTransitioner<Screen>(root: .list)
        transitioner.push(.detail(1), animated: true)
        transitioner.push(.detail(2), animated: false)
        transitioner.pop(animated: true)
        #expect(transitioner.transitions == [
            .push(.detail(1), animated: true),
            .push(.detail(2), animated: false),
            .pop(animated: true),
        ])
        #expect(transitioner.stack == [.list, .detail(1)])
        #expect(transitioner.topScreen == .detail(1))
    }

    @Test("popTo stops at the named screen; popToRoot keeps only the root")
    func popToAndRoot() {
        let transitioner = RecordingTransitioner<Screen>(root: .list)
        for id in 1...4 { transitioner.push(.detail(id), animated: true) }
        transitioner.popTo(.detail(2), animated: true)
        #expect(transitioner.stack == [.list, .detail(1), .detail(2)])
        transitioner.popToRoot(animated: false)
        #expect(transitioner.stack == [.list])
        #expect(transitioner.ignoredTransitionCount == 0)
    }

    @Test("impossible transitions are recorded, change nothing and are counted")
    func impossible() {
        let transitioner = RecordingTransitioner<Screen>(root: .list)
        transitioner.pop(animated: true)
        transitioner.popToRoot(animated: true)
        transitioner.popTo(.settings, animated: true)
        transitioner.dismiss(animated: true, completion: nil)
        #expect(transitioner.transitions.count == 4)
        #expect(transitioner.stack == [.list])
        #expect(transitioner.ignoredTransitionCount == 4)
    }

    @Test("present and dismiss stack modal screens above the navigation stack and run completions")
    func modal() {
        let transitioner = RecordingTransitioner<Screen>(root: .list)
        var completions = 0
        transitioner.present(.login, animated: true) { completions += 1 }
        #expect(transitioner.topScreen == .login)
        transitioner.present(.settings, animated: true) { completions += 1 }
        transitioner.dismiss(animated: false) { completions += 1 }
        #expect(transitioner.presentedScreens == [.login])
        #expect(transitioner.stack == [.list])
        #expect(completions == 3)
        #expect(transitioner.transitions.last == .dismiss(animated: false))
    }

    @Test("classes can be compared by identity")
    func identity() {
        final class Page {}
        let root = Page(), second = Page(), third = Page()
        let transitioner = RecordingTransitioner<Page>(root: root, isSameScreen: ===)
        transitioner.push(second, animated: true)
        transitioner.push(third, animated: true)
        transitioner.popTo(second, animated: true)
        #expect(transitioner.stack.count == 2)
        #expect(transitioner.topScreen === second)
    }

    @Test("clearing forgets the calls but not where the user is")
    func clear() {
        let transitioner = RecordingTransitioner<Screen>()
        transitioner.push(.list, animated: true)
        transitioner.pop(animated: true)
        transitioner.clearTransitions()
        #expect(transitioner.transitions.isEmpty)
        #expect(transitioner.ignoredTransitionCount == 0)
        #expect(transitioner.stack == [.list])
    }
}
