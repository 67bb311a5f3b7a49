/// What the supervising user-search presenter tells its view: only what the view cannot learn by
/// observing the model — where to go.
@MainActor
public protocol SupervisingUserSearchView: AnyObject {
    /// Opens the repositories of `user`.
    func showRepositories(of user: GitHubUser)
}
