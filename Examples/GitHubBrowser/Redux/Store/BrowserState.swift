import GitHubBrowserDomain
import GitHubBrowserFeatures
import GitHubBrowserVocabulary

/// The Redux app's single source of truth (the book's ch.15): every screen's state, the favourites
/// they share, where the user is, and the account — one value, changed only by
/// ``BrowserReducer`` in answer to a ``BrowserAction``.
///
/// Views read their slice of it and never change it; what the app does next (a search, a page, a
/// sign-in) is a thunk of ``BrowserThunks`` that dispatches what happened.
public struct BrowserState: Equatable, Sendable {
    /// The selected tab, each tab's stack of pushed screens, and the sign-in sheet: routing is state.
    public var navigation = NavigationState()
    /// The Search tab.
    public var search = SearchState()
    /// The favourites, which the Search tab, the detail screens and the Favourites tab all show.
    public var favourites = FavouritesState()
    /// The detail screen of each repository on a stack, by repository.
    public var details: [RepositoryID: RepositoryDetailState] = [:]
    /// The Public tab, with its request state machine.
    public var publicRepositories = RepositoryListState()
    /// The signed-in user's repositories ("Your repositories", pushed from the Account tab).
    public var userRepositories = RepositoryListState()
    /// The session and the sign-in form.
    public var account = AccountState()

    /// The state of an app that just started.
    public init() {}

    /// The state of an app whose user just signed out: what was read with their token is gone —
    /// the search, both repository lists, every pushed screen — and the favourites, which are kept
    /// on this device, stay.
    public func afterSignOut() -> BrowserState {
        var state = BrowserState()
        state.favourites = favourites
        state.navigation.selectedTab = navigation.selectedTab
        state.account.phase = .signedOut
        return state
    }
}
