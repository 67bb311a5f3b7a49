import Observation

/// MVP (supervising controller): the model of a user's repositories, which its view observes.
///
/// It holds whose repositories they are and the list's ``phase``; the view derives its title,
/// status line and rows from it whenever it changes (*observer synchronisation*). Only the
/// presenter changes it.
@MainActor
@Observable
public final class UserRepositoriesModel {
    /// Whose repositories the screen lists.
    public let user: GitHubUser
    /// Where the list is.
    public internal(set) var phase = UserRepositoriesPhase.loading

    /// Creates the model of `user`'s repositories, loading.
    public init(user: GitHubUser) {
        self.user = user
    }
}
