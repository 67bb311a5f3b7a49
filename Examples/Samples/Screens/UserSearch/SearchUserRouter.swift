import SamplePresenters
import StrataTerminal

/// The user search's router on the terminal — listing 12's `SearchUserRouter`: it builds the
/// screen of a user's repositories (the user's detail) in the MVP form it is given — the search's
/// own, or, for chapter 7's MVVM search, the supervising controller's, which binds to a model too —
/// with the presenter that screen builds and the directory it reads, and pushes it on the screen it
/// was made from. The view controllers never build a screen themselves.
@MainActor
public final class SearchUserRouter: SearchUserRouting {
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

    /// Pushes the screen of the repositories of the user named `userName`.
    public func transitionToUserDetail(userName: String) {
        let user = GitHubUser(login: userName)
        let screen: BaseViewController = switch form {
        case .passiveView: PassiveUserRepositoriesViewController<PassiveUserRepositoriesPresenter>(user: user, directory: directory)
        case .supervisingController: SupervisingUserRepositoriesViewController<SupervisingUserRepositoriesPresenter>(user: user, directory: directory)
        }
        viewController?.push(screen, animated: true)
    }
}
