/// What the Hoge presenter tells its view controller: the *output* events.
///
/// The view controller implements each one as a one-line delegation to its root view.
@MainActor
public protocol HogePresenterOutputs: AnyObject {
    /// Show the screen in light mode (`true`) or dark mode (`false`).
    func updateColorMode(lightMode: Bool)
}
