import SamplePresenters
import StrataTerminal

/// Chapter 11's `RepoDetailViewController` on the terminal: the repository its coordinator gave it —
/// the name as the title, the stars and the page. (The book's opens the page in a web view; a
/// terminal shows the address.) Esc goes back.
public final class RepoDetailViewController: ViewController<RepoDetailRootView> {
    private let repo: GitHubRepoModel

    /// Creates the detail of `repo`.
    public init(repo: GitHubRepoModel) {
        self.repo = repo
        super.init()
        title = repo.name
    }

    /// Shows the repository.
    public override func viewDidLoad() {
        super.viewDidLoad()
        rootView.showRepo(stars: repo.starsText, url: repo.url)
    }
}
