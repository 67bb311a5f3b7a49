#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import SamplePresenters
import StrataUIKit

/// The Hoge sample's screen on UIKit, in the articles' shape: it only routes events.
///
/// - **init**: the presenter is built with `Presenter(output: self)` on first use.
/// - **inputs** (`viewDidLoad`): the button's action goes to the presenter; the presenter emits
///   the initial state.
/// - **outputs** (`HogePresenterOutputs`): one-line delegations to the root view.
public final class HogeViewController<Presenter: HogePresenterInputs>: ViewController<HogeRootView>, HogePresenterOutputs {
    private lazy var presenter = Presenter(output: self)

    /// Creates the screen.
    public override init() {
        super.init()
        title = "Hoge"
    }

    // MARK: - Inputs

    /// Registers the button's action and starts the presenter.
    public override func viewDidLoad() {
        super.viewDidLoad()
        rootView.colorModeButton.addAction(UIAction { [unowned self] _ in presenter.changeColorMode() }, for: .touchUpInside)
        presenter.setup()
    }

    // MARK: - Outputs

    /// Shows the colour mode.
    public func updateColorMode(lightMode: Bool) {
        rootView.setColorMode(lightMode: lightMode)
    }
}
#endif
