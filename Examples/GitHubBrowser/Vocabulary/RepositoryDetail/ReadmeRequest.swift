import GitHubBrowserApplication
import GitHubBrowserDomain
import StrataCore

/// The README request the detail screens keep: idle, loading, loaded (`nil` when the repository has
/// no README) or failed.
public typealias ReadmeRequest = RequestState<Readme?, AppError>
