#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import SamplePresenters
import StrataUIKit

/// The user search's router on UIKit — listing 12's `SearchUserRouter`: it builds the screen of a
/// user's repositories (the user's detail) in the MVP form it is given — the search's own, or, for
/// chapter 7's MVVM search, the supervising controller's, which binds to a model too — with the
/// presenter that screen builds and the directory it reads, and pushes it on the navigation
/// controller of the screen it was made from. The view controllers never build a screen themselves.
@MainActor
public final class SearchUserRouter: SearchUserRouting {
    private let transitioner: ViewControllerTransitioner
    private let form: MVPForm
    private let directory: any UserDirectory

    /// Creates the router that pushes from `viewController` (held weakly: the screen owns its
    /// presenter, which owns this router) the repositories screens of `form`, read from `directory`.
    public init(from viewController: UIViewController, form: MVPForm, directory: any UserDirectory) {
        transitioner = ViewControllerTransitioner(from: viewController)
        self.form = form
        self.directory = directory
    }

    /// Pushes the screen of the repositories of the user named `userName`.
    public func transitionToUserDetail(userName: String) {
        let user = GitHubUser(login: userName)
        let screen: UIViewController = switch form {
        case .passiveView: PassiveUserRepositoriesViewController<PassiveUserRepositoriesPresenter>(user: user, directory: directory)
        case .supervisingController: SupervisingUserRepositoriesViewController<SupervisingUserRepositoriesPresenter>(user: user, directory: directory)
        }
        transitioner.push(screen, animated: true)
    }
}
#endif
