#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import SamplePresenters
import StrataUIKit

/// Chapter 11's `RepoDetailViewController` on UIKit: the repository its coordinator gave it — the
/// name as the title, the stars and the page's address. (The book's opens the page in a web view;
/// the sample shows the address, as its terminal twin does.)
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
#endif
