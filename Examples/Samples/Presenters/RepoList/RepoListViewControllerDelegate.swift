/// What the repository list tells the one who shows it — chapter 11's view controller delegate
/// (listing 11.5): the list says which repository was chosen, and never knows what happens next.
/// `RepoListCoordinator` adopts it and pushes the detail (listing 11.7). The terminal's and UIKit's
/// list screens can share it, as it names no driver.
@MainActor
public protocol RepoListViewControllerDelegate: AnyObject {
    /// The user chose `repo` in the list.
    func repoListViewControllerDidSelectRepo(_ repo: GitHubRepoModel)
}
