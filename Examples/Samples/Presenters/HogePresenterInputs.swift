/// What the Hoge screen's view controller asks of its presenter: the *input* events.
///
/// The view controller is generic over it (`HogeViewController<Presenter: HogePresenterInputs>`)
/// and builds its presenter with ``init(output:)``, passing itself — the cyclic dependency is
/// resolved by constructor injection alone.
@MainActor
public protocol HogePresenterInputs: AnyObject {
    /// Creates the presenter; it reports to `output`, which it holds weakly.
    init(output: any HogePresenterOutputs)
    /// The screen loaded: emit the initial state.
    func setup()
    /// The user pressed the colour-mode button.
    func changeColorMode()
}
