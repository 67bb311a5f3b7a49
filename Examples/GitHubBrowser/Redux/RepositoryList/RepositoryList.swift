import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataRedux

/// The app's two lists of repositories, drawn by one screen: the Public tab, and the signed-in
/// user's repositories. Each names its part of ``BrowserState``, its action case, and its texts.
public enum RepositoryList: Hashable, Sendable {
    /// The Public tab.
    case publicRepositories
    /// "Your repositories", pushed from the Account tab.
    case userRepositories

    /// The list's state in the app's state.
    public var state: WritableKeyPath<BrowserState, RepositoryListState> & Sendable {
        switch self {
        case .publicRepositories: \.publicRepositories
        case .userRepositories: \.userRepositories
        }
    }

    /// The list's case of ``BrowserAction``.
    public var action: CasePath<BrowserAction, RepositoryListAction> {
        switch self {
        case .publicRepositories: BrowserAction.toPublicRepositories
        case .userRepositories: BrowserAction.toUserRepositories
        }
    }

    /// ``action`` as the list's thunks dispatch through it: a failure wrapped in
    /// ``BrowserAction/failed(_:)``, for ``FailureMiddleware`` to report.
    public var reportedAction: CasePath<BrowserAction, RepositoryListAction> {
        let action = action
        return CasePath(embed: { action.embed($0).wrappingFailure }, extract: action.extract)
    }

    /// The list's title, heading and empty-list text.
    public var texts: RepositoryListTexts {
        switch self {
        case .publicRepositories: .publicRepositories
        case .userRepositories: .userRepositories
        }
    }
}
