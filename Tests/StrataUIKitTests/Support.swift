#if os(Linux)  // UIKitSimulation, which these tests drive, exists on Linux only
import StrataCore
import StrataUIKit
import Testing

/// A root view that counts its set-ups.
final class CountingRootView: UIView, AppView {
    private(set) var setupCount = 0
    let label = UILabel()

    func setup() {
        setupCount += 1
        addSubview(label)
    }
}

/// A screen that records its lifecycle callbacks, in order.
final class RecordingScreen: ViewController<CountingRootView> {
    private(set) var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        events.append("viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        events.append("viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        events.append("viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        events.append("viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        events.append("viewDidDisappear")
    }
}

/// Puts `root` on screen in a new visible window and returns the window (keep it alive).
@MainActor
func showInWindow(_ root: UIViewController) -> UIWindow {
    let window = UIWindow(windowScene: UIWindowScene())
    window.rootViewController = root
    window.makeKeyAndVisible()
    return window
}
#endif
