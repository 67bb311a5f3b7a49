#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import StrataCore
import StrataUIKit

/// What the app shows when its databases cannot be opened: the reason, and nothing else.
final class StartupFailureViewController: ViewController<StartupFailureView> {
    private let message: String

    init(message: String) {
        self.message = message
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        rootView.show(message)
    }
}

/// The view of `StartupFailureViewController`: one label.
final class StartupFailureView: UIView, AppView {
    private let label = UILabel()

    func setup() {
        label.numberOfLines = 0
        label.frame = bounds
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(label)
    }

    func show(_ message: String) {
        label.text = message
    }
}
#endif
