/// The presenter of the Hoge sample: owns the colour mode and toggles it.
///
/// It starts in light mode and emits that state on ``setup()``; every ``changeColorMode()`` flips
/// the mode and emits the new one.
@MainActor
public final class HogePresenter: HogePresenterInputs {
    private weak var output: (any HogePresenterOutputs)?
    /// Whether the screen is in light mode.
    public private(set) var isLightMode = true

    /// Creates the presenter in light mode, reporting to `output`.
    public init(output: any HogePresenterOutputs) {
        self.output = output
    }

    public func setup() {
        output?.updateColorMode(lightMode: isLightMode)
    }

    public func changeColorMode() {
        isLightMode.toggle()
        output?.updateColorMode(lightMode: isLightMode)
    }
}
