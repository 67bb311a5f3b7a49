import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataRedux

/// The case paths of ``BrowserAction``'s features: how each feature's reducer and thunks are lifted
/// onto the app's one store.
extension BrowserAction {
    /// The ``navigation(_:)`` case.
    public static let toNavigation = CasePath<BrowserAction, NavigationAction>(
        embed: BrowserAction.navigation,
        extract: { if case .navigation(let action) = $0 { action } else { nil } }
    )

    /// The ``search(_:)`` case.
    public static let toSearch = CasePath<BrowserAction, SearchAction>(
        embed: BrowserAction.search,
        extract: { if case .search(let action) = $0 { action } else { nil } }
    )

    /// The ``favourites(_:)`` case.
    public static let toFavourites = CasePath<BrowserAction, FavouritesAction>(
        embed: BrowserAction.favourites,
        extract: { if case .favourites(let action) = $0 { action } else { nil } }
    )

    /// The ``publicRepositories(_:)`` case.
    public static let toPublicRepositories = CasePath<BrowserAction, RepositoryListAction>(
        embed: BrowserAction.publicRepositories,
        extract: { if case .publicRepositories(let action) = $0 { action } else { nil } }
    )

    /// The ``userRepositories(_:)`` case.
    public static let toUserRepositories = CasePath<BrowserAction, RepositoryListAction>(
        embed: BrowserAction.userRepositories,
        extract: { if case .userRepositories(let action) = $0 { action } else { nil } }
    )

    /// The ``account(_:)`` case.
    public static let toAccount = CasePath<BrowserAction, AccountAction>(
        embed: BrowserAction.account,
        extract: { if case .account(let action) = $0 { action } else { nil } }
    )
}
