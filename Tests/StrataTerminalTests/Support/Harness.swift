import StrataCore
@testable import StrataTerminal

/// A root view that shows one view filling the screen: hosts single views in tests.
final class HostRootView: View, AppView {
    var content: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let content { addSubview(content) }
        }
    }

    func setup() {}

    override func layoutSubviews() {
        content?.frame = bounds
    }
}

/// A screen that hosts one view and records its lifecycle.
final class HostViewController: ViewController<HostRootView> {
    var events: [String] = []
    var handledKeys: [Key] = []

    init(title: String? = nil, content: View? = nil) {
        super.init()
        self.title = title
        if let content { rootView.content = content }
    }

    override func viewDidLoad() { super.viewDidLoad(); events.append("didLoad") }
    override func viewWillAppear(_ animated: Bool) { events.append("willAppear") }
    override func viewDidAppear(_ animated: Bool) { events.append("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { events.append("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { events.append("didDisappear") }
}

/// An application over a headless terminal showing `content`.
@MainActor
struct Harness {
    let terminal: HeadlessTerminal
    let app: Application
    let host: HostViewController

    init(_ content: View, columns: Int = 40, rows: Int = 8, environment: [String: String] = [:]) {
        terminal = HeadlessTerminal(size: TerminalSize(columns: columns, rows: rows))
        host = HostViewController(content: content)
        app = Application(terminal: terminal, root: host, minimumSize: TerminalSize(columns: 1, rows: 2), environment: environment)
    }

    /// Sends keys, renders, and returns the plain screen.
    @discardableResult
    func screen(after keys: Key...) -> String {
        app.send(keys)
        app.renderNow()
        return terminal.plainText
    }
}
