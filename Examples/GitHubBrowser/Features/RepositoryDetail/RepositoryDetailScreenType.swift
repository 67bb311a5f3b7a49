import StrataCore

/// The screen object of a repository's detail screen, as its view controller on every driver holds it: the MVP, Flux
/// and Redux apps each have one, and the view controller maps its controls to
/// ``RepositoryDetailIntent``s for it and nothing else.
@MainActor
public protocol RepositoryDetailScreenType: ScreenObject {
    /// Hands on what the user did.
    func send(_ intent: RepositoryDetailIntent)
}
