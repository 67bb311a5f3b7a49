#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import SamplePresenters
import StrataUIKit

/// Chapter 11's `RepoListViewController` (listing 11.5) on UIKit: it lists repoList and, when
/// the user taps a row, tells its delegate which repository (listing 11.7). It holds no
/// navigation controller and builds no screen: the coordinator that made it decides what comes
/// next.
public final class RepoListViewController: ViewController<TableRootView> {
    /// Told which repository the user tapped; held weakly (the coordinator owns this screen's stack).
    public weak var delegate: (any RepoListViewControllerDelegate)?
    /// The repositories listed.
    public var repoList: [GitHubRepoModel] = GitHubRepoModel.samples {
        didSet { if isViewLoaded { dataSource.update(newItems: repoList) } }
    }
    private lazy var dataSource = RowListDataSource<GitHubRepoModel>(tableView: rootView.tableView)

    /// Creates the list of `GitHubRepoModel.samples`.
    public override init() {
        super.init()
        title = "GitHub Repo Search"
    }

    /// Shows the list, and sends the row the user taps to the delegate.
    public override func viewDidLoad() {
        super.viewDidLoad()
        dataSource.update(newItems: repoList)
        dataSource.didSelectRow { [weak self] index in self?.didSelectRow(at: index) }
    }

    private func didSelectRow(at index: Int) {
        guard repoList.indices.contains(index) else { return }
        delegate?.repoListViewControllerDidSelectRepo(repoList[index])
    }
}
#endif
