#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import SamplePresenters
import StrataUIKit

/// MVP (passive view): the user search screen on UIKit. It only routes events, and has no logic:
///
/// - **inputs** (`viewDidLoad`): Return in the field (`.editingDidEndOnExit`) and the row the user
///   taps go to the presenter;
/// - **outputs** (`PassiveUserSearchView`): the presenter says what to show — the status line,
///   the rows — and the screen passes each on in one line; where to go, the presenter tells its
///   router (``SearchUserRouter``).
///
/// Generic over its presenter, which it builds itself (`PassiveUserSearchPresenterInputs`), like
/// every screen of the articles' shape: the app uses `PassiveUserSearchViewController<PassiveUserSearchPresenter>`.
public final class PassiveUserSearchViewController<Presenter: PassiveUserSearchPresenterInputs>: ViewController<UserSearchRootView>, PassiveUserSearchView {
    private let directory: any UserDirectory
    private lazy var presenter = Presenter(
        view: self, router: SearchUserRouter(from: self, form: .passiveView, directory: directory), directory: directory
    )
    private lazy var dataSource = RowListDataSource<UserRow>(tableView: rootView.tableView)

    /// Creates the screen searching `directory`.
    public init(directory: any UserDirectory) {
        self.directory = directory
        super.init()
        title = "Users · MVP, \(MVPForm.passiveView.name)"
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
}
#endif
