/// The status line of a user's repositories as its presenters say it: what happened and, where the
/// user has something to do next, that there is — never how. Each driver's view words the how: the
/// terminal names its keys, UIKit its controls.
///
/// ``UserRepositoriesTexts/status(_:of:)`` makes it from a phase; the passive view is handed it
/// (``PassiveUserRepositoriesView/showStatus(_:)``), the supervising controller's view reads it.
public enum UserRepositoriesStatus: Equatable, Sendable {
    /// The repositories are listed: `summary` says how many and in what order (“2 repositories, most
    /// stars first.”), and the user may go back to the search.
    case listed(summary: String)
    /// Loading failed: `reason` says why (“⚠ You are offline. The server cannot be reached.”), and
    /// the user may load them again.
    case failed(reason: String)
    /// A line with nothing to do next — loading, or no repositories — said the same on every driver.
    case message(String)
}
