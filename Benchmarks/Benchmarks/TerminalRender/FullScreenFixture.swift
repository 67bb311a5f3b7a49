import StrataCore
import StrataTerminal

/// A root view of 59 one-line labels.
final class LinesRootView: View, AppView {
    private(set) var labels: [Label] = []

    func setup() {
        let stack = StackView(axis: .vertical)
        for row in 0..<59 {
            let label = Label(String(repeating: "Line \(row) 日本語 ", count: 12), wraps: false)
            labels.append(label)
            stack.addArrangedSubview(label, length: .fixed(1))
        }
        addSubview(stack)
    }

    override func layoutSubviews() {
        subviews.first?.frame = bounds
    }
}

/// A screen showing ``LinesRootView``.
final class LinesViewController: ViewController<LinesRootView> {}

/// An application on a headless 200×60 terminal with its first frame already drawn.
@MainActor
struct FullScreenFixture {
    let terminal = HeadlessTerminal(size: TerminalSize(columns: 200, rows: 60))
    let controller = LinesViewController()
    let application: Application

    var labels: [Label] { controller.rootView.labels }

    init() {
        application = Application(terminal: terminal, root: controller, environment: [:])
        application.renderNow()
    }
}
