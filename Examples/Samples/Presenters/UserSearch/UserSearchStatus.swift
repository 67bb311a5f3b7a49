/// The user search's status line as its presenters and view model say it: what happened and, where
/// the user has something to do next, that there is — never how. Each driver's view words the
/// how: the terminal names its keys, UIKit its taps.
///
/// ``UserSearchTexts/status(_:)`` makes it from a phase; the passive view is handed it
/// (``PassiveUserSearchView/showStatus(_:)``), the supervising controller's and MVVM's views read it.
public enum UserSearchStatus: Equatable, Sendable {
    /// Nothing searched yet: the user is to type a login, or part of one, and search.
    case prompt
    /// Users were found: `summary` says how many match (“2 users match “tp””), and the user may open
    /// one.
    case found(summary: String)
    /// A line with nothing to do next — a search running, no match, a failure — said the same on
    /// every driver.
    case message(String)
}
