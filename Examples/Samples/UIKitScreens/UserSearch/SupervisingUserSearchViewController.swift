#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import SamplePresenters
import StrataCore
import StrataUIKit

/// MVP (supervising controller): the user search screen on UIKit. It routes input to the
/// presenter, and does the simple presentation work itself:
///
/// - **inputs** (`viewDidLoad`): Return in the field and the row the user taps go to the
///   presenter;
/// - **observer synchronisation**: it observes the `UserSearchModel` and, after every change,
///   derives the status line (`UserSearchTexts`) and the rows (`UserRow`) from the model's
///   phase — the presenter never tells it what to show;
/// - **outputs**: none; where to go, the presenter tells the router (``SearchUserRouter``).
///
/// Generic over its presenter, which it builds itself (`SupervisingUserSearchPresenterInputs`).
public final class SupervisingUserSearchViewController<Presenter: SupervisingUserSearchPresenterInputs>: ViewController<UserSearchRootView> {
    private let directory: any UserDirectory
    /// The model the screen observes; only the presenter changes it.
    public let model = UserSearchModel()
    private lazy var presenter = Presenter(
        router: SearchUserRouter(from: self, form: .supervisingController, directory: directory), model: model, directory: directory
    )
    private lazy var dataSource = RowListDataSource<UserRow>(tableView: rootView.tableView)

    /// Creates the screen searching `directory`.
    public init(directory: any UserDirectory) {
        self.directory = directory
        super.init()
        title = "Users · MVP, \(MVPForm.supervisingController.name)"
    }

    // MARK: - Inputs

    /// Registers the input handlers once and starts observing the model.
    public override func viewDidLoad() {
        super.viewDidLoad()
        rootView.searchField.addAction(
            UIAction { [unowned self] _ in presenter.didSubmitQuery(rootView.searchField.text ?? "") }, for: .editingDidEndOnExit
        )
        dataSource.didSelectRow { [unowned self] index in presenter.didSelectUser(at: index) }
        ContinuousObservation.observe(self) { screen in screen.show(screen.model.phase) }
    }

    // MARK: - Observer synchronisation

    /// The view's own, simple presentation logic: the status line and rows of `phase`.
    private func show(_ phase: UserSearchPhase) {
        rootView.showStatus(UserSearchTexts.status(phase))
        dataSource.update(newItems: phase.users.map(UserRow.init))
    }
}
#endif
