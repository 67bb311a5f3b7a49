/// A screen's presentation logic, written once for every driver: a *screen object*.
///
/// A screen object holds what a screen does whatever draws it — the user's intents, the state it
/// turns into what the root view shows, its one-shot alerts, closing once — so that a view
/// controller on any driver only maps its controls (and keys) to intents. Each screen declares its
/// own protocol refining this one with its intents, and the driver's view controller holds the
/// screen object by that protocol:
///
/// ```swift
/// @MainActor
/// protocol ProfileScreenType: ScreenObject {
///     func send(_ intent: ProfileIntent)
/// }
/// ```
///
/// Use it for a screen that more than one driver or architecture shows; the drivers'
/// `ScreenViewController` (StrataTerminal, StrataUIKit) builds one and calls ``start()`` once its
/// view is loaded.
@MainActor
public protocol ScreenObject: AnyObject {
    /// Starts the screen once its view controller's view is loaded: registers its alerts'
    /// handlers and draws its first state. Called once.
    func start()
}
