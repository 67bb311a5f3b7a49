import StrataCore
import StrataNavigation
import Testing
@testable import StrataTerminal

@Suite("ViewController")
@MainActor
struct ViewControllerTests {
    final class CounterRootView: View, AppView {
        let label = Label()
        private(set) var setupCount = 0

        func setup() {
            setupCount += 1
            addSubview(label)
        }

        override func layoutSubviews() { label.frame = bounds }

        func show(count: Int) { label.text = "Count: \(count)" }
    }

    final class CounterViewController: ViewController<CounterRootView> {
        private(set) var loads = 0
        override func viewDidLoad() {
            super.viewDidLoad()
            loads += 1
            rootView.show(count: 0)
        }
    }

    @Test("loadView creates the typed root view once and calls setup, then viewDidLoad")
    func loadView() {
        let controller = CounterViewController()
        #expect(!controller.isViewLoaded)
        _ = controller.rootView
        _ = controller.view
        #expect(controller.rootView.setupCount == 1)
        #expect(controller.loads == 1)
        #expect(controller.view === controller.rootView)
        #expect(controller.rootView.label.text == "Count: 0")
    }

    @Test("the root appears when the application starts")
    func appearance() {
        let host = HostViewController()
        _ = Application(terminal: HeadlessTerminal(size: TerminalSize(columns: 20, rows: 6)), root: host)
        #expect(host.events == ["didLoad", "willAppear", "didAppear"])
        #expect(host.isVisible)
    }

    @Test("present covers the screen, Esc or dismiss removes it, with lifecycle callbacks")
    func presentation() {
        let host = HostViewController(title: "Home", content: Label("home screen"))
        let terminal = HeadlessTerminal(size: TerminalSize(columns: 30, rows: 6))
        let app = Application(terminal: terminal, root: host)
        let modal = HostViewController(title: "Modal", content: Label("modal screen"))
        host.events.removeAll()
        host.present(modal, animated: true, completion: nil)
        #expect(host.presentedViewController === modal)
        #expect(modal.presentingViewController === host)
        #expect(host.events == ["willDisappear", "didDisappear"])
        #expect(modal.events == ["didLoad", "willAppear", "didAppear"])
        app.renderNow()
        #expect(terminal.plainText.hasPrefix("modal screen"))
        #expect(terminal.plainText.hasSuffix("Esc close   ^C quit"))
        app.send(.escape)
        #expect(host.presentedViewController == nil)
        #expect(modal.events.suffix(2) == ["willDisappear", "didDisappear"])
        app.renderNow()
        #expect(terminal.plainText.hasPrefix("home screen"))
    }

    @Test("routers can push any ViewController<X> through Transitioner")
    func transitioner() {
        @MainActor
        final class Router<T: Transitioner> where T.Screen == BaseViewController {
            weak var transitioner: T?
            func showCounter() { transitioner?.push(CounterViewController(), animated: true) }
        }
        let home = HostViewController(title: "Home")
        let navigation = NavigationController(rootViewController: home)
        let router = Router<BaseViewController>()
        router.transitioner = home
        router.showCounter()
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController is CounterViewController)
    }
}
