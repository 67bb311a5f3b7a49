/// A screen whose data can go out of date while the app is not in use: what the tab bars of the
/// MVP and Flux apps (`BrowserTabBar`) look for on the screen on top when the app becomes active
/// again — back from the background on iOS (`sceneDidBecomeActive` after the app left the
/// foreground), `fg` after a stop in the terminal (`Application.didResume`).
///
/// The screen only passes the moment on to its presenter or view model, which decides whether to
/// reload (the list's `needsReloadWhenActive`: older than the interval, from a source that
/// changes). The Redux app needs no such screen: its store reads the screen on top from its state.
@MainActor
public protocol ReloadsWhenActive: AnyObject {
    /// The app became active again with this screen on top.
    func didBecomeActive()
}
