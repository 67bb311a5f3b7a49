/// Chapter 6's view of the passive user search, before chapter 12 brings in the router: besides what
/// to show (``PassiveUserSearchView``), the presenter tells it where to go, and the view controller
/// builds that user's screen and pushes it itself — the book's `SearchUserPresenterOutput` with its
/// `transitionToUserDetail(userName:)`.
///
/// It is the "before" the book motivates the router with: the presenter decides *when* to move, but
/// the view controller knows *what* the next screen is and how to build it. Chapter 12 moves that
/// into ``SearchUserRouting``; compare ``PassiveUserSearchView``, which is told nothing about
/// moving. Use it only to show that step: every other screen of Strata moves through a router or a
/// coordinator.
@MainActor
public protocol SelfNavigatingUserSearchView: PassiveUserSearchView {
    /// Builds the screen of the repositories of the user named `userName` and moves to it.
    func transitionToUserDetail(userName: String)
}
