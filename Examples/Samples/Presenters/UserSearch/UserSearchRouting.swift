/// Where the user search goes when a user is chosen: the presenter decides, a router of the driver
/// builds the next screen and shows it (the book's ch.12, MVP with a router; article ④'s Router).
/// Neither form's view is told to navigate.
@MainActor
public protocol UserSearchRouting: AnyObject {
    /// Opens the repositories of `user`.
    func showRepositories(of user: GitHubUser)
}
