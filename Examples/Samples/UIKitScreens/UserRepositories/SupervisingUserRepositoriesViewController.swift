#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import SamplePresenters
import StrataCore
import StrataUIKit

/// MVP (supervising controller): the screen of a user's repositories on UIKit. Pulling the table to
/// refresh goes to the presenter; everything the screen shows it derives itself from the
/// `UserRepositoriesModel` it observes (*observer synchronisation*): the title from the model's
/// user, the status line (`UserRepositoriesTexts`) and the rows (`UserRepositoryRow`) from its
/// phase. The navigation bar's back button goes back. Generic over its presenter, which it builds
/// itself (`SupervisingUserRepositoriesPresenterInputs`).
public final class SupervisingUserRepositoriesViewController<Presenter: SupervisingUserRepositoriesPresenterInputs>: ViewController<UserRepositoriesRootView> {
    private let directory: any UserDirectory
    /// The model the screen observes; only the presenter changes it.
    public let model: UserRepositoriesModel
    private lazy var presenter = Presenter(model: model, directory: directory)
    private lazy var dataSource = RowListDataSource<UserRepositoryRow>(tableView: rootView.tableView)

    /// Creates the screen listing `user`'s repositories from `directory`.
    public init(user: GitHubUser, directory: any UserDirectory) {
        self.directory = directory
        model = UserRepositoriesModel(user: user)
        super.init()
    }

    // MARK: - Inputs

    /// Registers pull to refresh, starts observing the model, then the presenter.
    public override func viewDidLoad() {
        super.viewDidLoad()
        rootView.refreshControl.addAction(
            UIAction { [unowned self] _ in
                rootView.endRefreshing()
                presenter.didRequestReload()
            },
            for: .valueChanged
        )
        ContinuousObservation.observe(self) { screen in screen.show(screen.model) }
        presenter.viewDidLoad()
    }

    // MARK: - Observer synchronisation

    /// The view's own, simple presentation logic: the title, status line and rows of `model`.
    private func show(_ model: UserRepositoriesModel) {
        title = UserRepositoriesTexts.title(of: model.user)
        rootView.showStatus(UserRepositoriesTexts.status(model.phase, of: model.user))
        dataSource.update(newItems: model.phase.repositories.map(UserRepositoryRow.init))
    }
}
#endif
