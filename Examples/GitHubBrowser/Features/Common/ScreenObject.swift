/// What every screen object does, whatever its screen and architecture: it starts once its view
/// controller's view is loaded — hears its alerts' answers and draws its first state. Each screen's
/// own protocol (`SearchScreenType`, …) refines it with the screen's intents.
@MainActor
public protocol ScreenObject: AnyObject {
    /// Hears the alerts' answers and draws the screen (the view is loaded).
    func start()
}
