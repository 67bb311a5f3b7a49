import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserFeatures
import GitHubBrowserVocabulary

/// Everything that can change the Redux app's state: one case per feature, each carrying that
/// feature's own action, and the one action every feature answers — the user signed out.
///
/// Views dispatch what the user did (a tab chosen, a screen closed, an alert answered); the thunks
/// of ``BrowserThunks`` dispatch what their I/O found, a failure wrapped in ``failed(_:)``.
/// Nothing else changes ``BrowserState``.
public enum BrowserAction: Equatable, Sendable, Codable {
    /// Routing: a tab, a screen pushed or popped, the sign-in sheet.
    case navigation(NavigationAction)
    /// The Search tab.
    case search(SearchAction)
    /// The favourites store changed, or a favourite could not be saved.
    case favourites(FavouritesAction)
    /// The detail screen of one repository.
    case detail(RepositoryID, RepositoryDetailAction)
    /// The Public tab's list.
    case publicRepositories(RepositoryListAction)
    /// The signed-in user's repositories.
    case userRepositories(RepositoryListAction)
    /// The session.
    case account(AccountAction)
    /// The user signed out: every feature's state goes back to its start (see
    /// ``BrowserState/afterSignOut()``).
    case signedOut
    /// A request's failure as its thunk dispatches it (the book's §15.3, its sample's
    /// `ReponseErrorConcernAction`): the feature's own failure action, wrapped so that it reaches
    /// the reducer only through ``FailureMiddleware``, which unwraps it. The reducer ignores this
    /// case, so without the middleware a failure changes nothing and no alert is shown.
    indirect case failed(BrowserAction)

    /// This action as a thunk dispatches it: wrapped in ``failed(_:)`` when it carries a failure
    /// (a cancellation included), as it is otherwise.
    public var wrappingFailure: BrowserAction {
        switch self {
        case .failed: self
        default: failure == nil ? self : .failed(self)
        }
    }

    /// The failure this action reports, if it reports one: what ``FailureMiddleware`` looks at.
    public var failure: AppError? {
        switch self {
        case .failed(let action): action.failure
        case .search(let action): action.failure
        case .favourites(let action): action.failure
        case .detail(_, let action): action.failure
        case .publicRepositories(let action), .userRepositories(let action): action.failure
        case .account(let action): action.failure
        case .navigation, .signedOut: nil
        }
    }
}

extension BrowserAction: FailureReporting {
    /// Whether the feature's screen answers its failure in place (a README's section, the
    /// sign-in form): see `FailureReporting.answersFailureInPlace` in GitHubBrowserFeatures.
    public var answersFailureInPlace: Bool {
        switch self {
        case .failed(let action): action.answersFailureInPlace
        case .search(let action): action.answersFailureInPlace
        case .favourites(let action): action.answersFailureInPlace
        case .detail(_, let action): action.answersFailureInPlace
        case .publicRepositories(let action), .userRepositories(let action): action.answersFailureInPlace
        case .account(let action): action.answersFailureInPlace
        case .navigation, .signedOut: false
        }
    }
}
