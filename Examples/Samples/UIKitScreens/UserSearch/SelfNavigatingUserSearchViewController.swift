#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import SamplePresenters
import StrataUIKit

/// MVP (passive view) as chapter 6 first builds it, before chapter 12's router: the user search
/// screen on UIKit whose view controller moves itself. It routes events as
/// ``PassiveUserSearchViewController`` does — Return in the field and the row the user taps go to
/// the presenter, which says what to show — but when the presenter says to open a user, this view
/// controller builds the user's repositories screen, with its presenter and directory, and pushes
/// it on its navigation controller, as the book's `SearchUserViewController` does.
///
/// That is what chapter 12 takes out of the view controller: here the search screen must know the
/// next screen's type and everything it is built with. Chapter 12's screen
/// (``PassiveUserSearchViewController``) hands the move to ``SearchUserRouter`` instead. Kept only to
/// show the step; no other screen of Strata does this (`strata lint`'s
/// `screen-transition-in-view-controller`, suppressed below for this one push).
public final class SelfNavigatingUserSearchViewController: ViewController<UserSearchRootView>, SelfNavigatingUserSearchView {
    private let directory: any UserDirectory
    private lazy var presenter = SelfNavigatingUserSearchPresenter(view: self, directory: directory)
    private lazy var dataSource = RowListDataSource<UserRow>(tableView: rootView.tableView)

    /// Creates the screen searching `directory`.
    public init(directory: any UserDirectory) {
        self.directory = directory
        super.init()
        title = "Users · MVP, before the router"
    }

    // MARK: - Inputs

    /// Registers the input handlers once and starts the presenter.
    public override func viewDidLoad() {
        super.viewDidLoad()
        rootView.searchField.addAction(
            UIAction { [unowned self] _ in presenter.didSubmitQuery(rootView.searchField.text ?? "") }, for: .editingDidEndOnExit
        )
        dataSource.didSelectRow { [unowned self] index in presenter.didSelectUser(at: index) }
        presenter.viewDidLoad()
    }

    // MARK: - Outputs

    /// Shows the status line.
    public func showStatus(_ status: UserSearchStatus) { rootView.showStatus(status) }

    /// Shows the user rows.
    public func showUsers(_ rows: [UserRow]) { dataSource.update(newItems: rows) }

    /// Builds the repositories screen of the user named `userName` and pushes it on the navigation
    /// controller: the view controller moves itself, as chapter 6's sample does.
    public func transitionToUserDetail(userName: String) {
        let repositories = PassiveUserRepositoriesViewController<PassiveUserRepositoriesPresenter>(
            user: GitHubUser(login: userName), directory: directory
        )
        // strata-lint:disable:next screen-transition-in-view-controller chapter 6's before step, kept on purpose
        navigationController?.pushViewController(repositories, animated: true)
    }
}
#endif
