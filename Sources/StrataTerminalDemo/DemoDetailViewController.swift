import StrataTerminal

/// The detail screen's controller.
final class DemoDetailViewController: ViewController<DemoDetailRootView> {
    private let text: String

    init(text: String) {
        self.text = text
        super.init()
        title = text
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        rootView.label.text = "You chose \(text). Press Esc to go back."
    }
}
