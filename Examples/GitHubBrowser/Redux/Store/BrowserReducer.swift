import GitHubBrowserDomain
import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataRedux

/// The app's reducer: each feature's reducer on its part of ``BrowserState``, then the rules that
/// cross features — a sign-out resets the state, a detail screen has state exactly while it is on a
/// stack, and a sign-in closes the sign-in sheet. A failure wrapped in ``BrowserAction/failed(_:)``
/// changes nothing here: ``FailureMiddleware`` unwraps it first.
public enum BrowserReducer {
    /// The reducer.
    public static let reducer = Reducer<BrowserState, BrowserAction>.combine(
        NavigationReducer.reducer.lifted(state: \.navigation, action: BrowserAction.toNavigation),
        SearchReducer.reducer.lifted(state: \.search, action: BrowserAction.toSearch),
        FavouritesReducer.reducer.lifted(state: \.favourites, action: BrowserAction.toFavourites),
        RepositoryListReducer.reducer.lifted(state: \.publicRepositories, action: BrowserAction.toPublicRepositories),
        RepositoryListReducer.reducer.lifted(state: \.userRepositories, action: BrowserAction.toUserRepositories),
        AccountReducer.reducer.lifted(state: \.account, action: BrowserAction.toAccount),
        Reducer(reduceAcrossFeatures)
    )

    @Sendable
    private static func reduceAcrossFeatures(_ state: inout BrowserState, _ action: BrowserAction) {
        switch action {
        case .detail(let id, let detailAction):
            guard var detail = state.details[id] else { return }
            RepositoryDetailReducer.reducer(&detail, detailAction)
            state.details[id] = detail
        case .signedOut:
            state = state.afterSignOut()
        case .account(.signedIn):
            state.navigation.isSignInPresented = false
        case .navigation(.dismissSignIn):
            // A sign-in under way is abandoned with its sheet; its answer will be dropped.
            if state.account.phase == .signingIn || state.account.phase.isSigningInWithDevice { state.account.phase = .signedOut }
        case .failed:
            // A failure is reduced only as FailureMiddleware passes it on, unwrapped.
            break
        default:
            break
        }
        // A detail screen has state while it is on a stack, and only then.
        let shown = state.navigation.repositoriesShown
        for id in shown where state.details[id] == nil {
            state.details[id] = RepositoryDetailState()
        }
        for id in state.details.keys where !shown.contains(id) {
            state.details[id] = nil
        }
    }
}
