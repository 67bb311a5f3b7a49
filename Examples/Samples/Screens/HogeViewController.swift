import SamplePresenters
import StrataTerminal

/// The Hoge sample's screen, in the articles' shape: it only routes events.
///
/// - **init**: stored properties, the presenter built with `Presenter(output: self)`.
/// - **inputs** (`viewDidLoad`): the button's action goes to the presenter; the presenter emits
///   the initial state.
/// - **outputs** (`HogePresenterOutputs`): one-line delegations to the root view.
public final class HogeViewController<Presenter: HogePresenterInputs>: ViewController<HogeRootView>, HogePresenterOutputs {
    private lazy var presenter = Presenter(output: self)

    /// Creates the screen; its presenter is built on first use, with the screen as its output.
    public override init() {
        super.init()
        title = "Hoge"
    }

    // MARK: - Inputs

    public override func viewDidLoad() {
        super.viewDidLoad()
        rootView.colorModeButton.addAction { [unowned self] in presenter.changeColorMode() }
        presenter.setup()
    }

    // MARK: - Outputs

    public func updateColorMode(lightMode: Bool) {
        rootView.setColorMode(lightMode: lightMode)
    }
}
