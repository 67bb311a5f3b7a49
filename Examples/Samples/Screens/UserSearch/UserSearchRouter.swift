import SamplePresenters
import StrataTerminal

/// The user search's router on the terminal: it builds the screen of a user's repositories in the
/// same MVP form as the search and pushes it on the screen it was made from. The view controllers
/// never build a screen themselves.
@MainActor
public final class UserSearchRouter: UserSearchRouting {
    private weak var viewController: BaseViewController?
    private let form: MVPForm
    private let directory: any UserDirectory

    /// Creates the router that pushes on `viewController` (held weakly: the screen owns its
    /// presenter, which owns this router) the repositories screens of `form`, read from `directory`.
    public init(from viewController: BaseViewController, form: MVPForm, directory: any UserDirectory) {
        self.viewController = viewController
        self.form = form
        self.directory = directory
    }

    /// Pushes the screen of `user`'s repositories.
    public func showRepositories(of user: GitHubUser) {
        let screen: BaseViewController = switch form {
        case .passiveView: PassiveUserRepositoriesViewController<PassiveUserRepositoriesPresenter>(user: user, directory: directory)
        case .supervisingController: SupervisingUserRepositoriesViewController<SupervisingUserRepositoriesPresenter>(user: user, directory: directory)
        }
        viewController?.push(screen, animated: true)
    }
}
