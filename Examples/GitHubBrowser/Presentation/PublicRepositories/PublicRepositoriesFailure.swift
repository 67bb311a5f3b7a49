import GitHubBrowserApplication
import StrataRedux

/// A failure of the Public tab worth telling the user about once: which operation failed, and why.
public enum PublicRepositoriesFailure: Equatable, Sendable {
    /// Loading the first page failed; the kind says whether it was the first load, a refresh the
    /// user asked for, or a reload the app started by itself.
    case load(RequestKind, AppError)
    /// Loading the next page failed; what was loaded before stays.
    case loadMore(AppError)
}
