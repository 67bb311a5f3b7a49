#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import SamplePresenters
import StrataUIKit

/// MVP (passive view): the screen of a user's repositories on UIKit. It only routes events, and
/// has no logic: pulling the table to refresh goes to the presenter, and the presenter says what to
/// show (the title, the status line, the rows) through `PassiveUserRepositoriesView`. The
/// navigation bar's back button goes back. Generic over its presenter, which it builds itself
/// (`PassiveUserRepositoriesPresenterInputs`).
public final class PassiveUserRepositoriesViewController<Presenter: PassiveUserRepositoriesPresenterInputs>: ViewController<UserRepositoriesRootView>, PassiveUserRepositoriesView {
    private let user: GitHubUser
    private let directory: any UserDirectory
    private lazy var presenter = Presenter(user: user, view: self, directory: directory)
    private lazy var dataSource = RowListDataSource<UserRepositoryRow>(tableView: rootView.tableView)

    /// Creates the screen listing `user`'s repositories from `directory`.
    public init(user: GitHubUser, directory: any UserDirectory) {
        self.user = user
        self.directory = directory
        super.init()
    }

    // MARK: - Inputs

    /// Registers pull to refresh and starts the presenter.
    public override func viewDidLoad() {
        super.viewDidLoad()
        rootView.refreshControl.addAction(
            UIAction { [unowned self] _ in
                rootView.endRefreshing()
                presenter.didRequestReload()
            },
            for: .valueChanged
        )
        presenter.viewDidLoad()
    }

    // MARK: - Outputs

    /// Shows the title.
    public func showTitle(_ text: String) { title = text }

    /// Shows the status line.
    public func showStatus(_ status: UserRepositoriesStatus) { rootView.showStatus(status) }

    /// Shows the repository rows.
    public func showRepositories(_ rows: [UserRepositoryRow]) { dataSource.update(newItems: rows) }
}
#endif
