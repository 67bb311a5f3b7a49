import StrataCore

/// The screen object of a repository list (the Public tab, "Your repositories"), as its view controller on every driver holds it: the MVP, Flux
/// and Redux apps each have one, and the view controller maps its controls to
/// ``RepositoryListIntent``s for it and nothing else.
@MainActor
public protocol RepositoryListScreenType: ScreenObject {
    /// Hands on what the user did.
    func send(_ intent: RepositoryListIntent)
    /// The screen is about to appear: the first time, the list loads.
    func willAppear()
    /// The app became active again with this screen on top: the list reloads if it is old enough.
    func didBecomeActive()
}
