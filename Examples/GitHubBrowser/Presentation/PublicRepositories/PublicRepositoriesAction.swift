import Foundation
import GitHubBrowserApplication
import StrataRedux

/// What can happen to the Public tab's state. Thunks of ``PublicRepositoriesActionCreator``
/// dispatch them around each request; ``PublicRepositoriesReducer`` applies them.
public enum PublicRepositoriesAction: Equatable, Sendable {
    /// A load of the first page started (first load, refresh or implicit reload).
    case loadStarted(RequestKind)
    /// The first page arrived at the given time.
    case loaded(RepositoryListing, at: Date)
    /// Loading the first page failed.
    case loadFailed(AppError)
    /// Loading the next page started.
    case loadMoreStarted
    /// The listing with the next page appended arrived.
    case loadedMore(RepositoryListing)
    /// Loading the next page failed.
    case loadMoreFailed(AppError)
    /// The user signed out: everything loaded with their token is dropped, and the tab loads
    /// afresh when it next appears.
    case signedOut
}
