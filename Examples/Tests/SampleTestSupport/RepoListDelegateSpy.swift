import SamplePresenters

/// A delegate of chapter 11's repository list that only records what the list told it.
///
/// Put it behind either driver's `RepoListViewController` to check that the list only tells its
/// delegate which repository was chosen, and navigates nowhere itself.
@MainActor
public final class RepoListDelegateSpy: RepoListViewControllerDelegate {
    /// The repositories the list said were chosen, in order.
    public private(set) var selected: [GitHubRepoModel] = []

    /// Creates the spy, told nothing yet.
    public init() {}

    /// Records `repo`.
    public func repoListViewControllerDidSelectRepo(_ repo: GitHubRepoModel) { selected.append(repo) }
}
