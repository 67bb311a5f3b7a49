#if StrataTools
import StrataLint
import Testing

@Suite("screen-transition-in-view-controller")
struct ScreenTransitionInViewControllerTests {
    /// The lines of `source`'s findings with only this rule on.
    private func lines(_ source: String) -> [Int] {
        lint(source, configuration: only(.screenTransitionInViewController)).map(\.line)
    }

    @Test("chapter 7's screen pushing the user it builds from the view model's stream is reported, at the push")
    func mvvmScreenPushingItself() {
        let source = """
            final class UserSearchViewController: ViewController<UserSearchRootView> {
                private func transitionToUserDetail(userName: String) {
                    let screen = SupervisingUserRepositoriesViewController<SupervisingUserRepositoriesPresenter>(
                        user: GitHubUser(login: userName), directory: directory
                    )
                    navigationController?.pushViewController(screen, animated: true)
                }
            }
            """
        let findings = lint(source, configuration: only(.screenTransitionInViewController))
        #expect(findings.map(\.rule) == [.screenTransitionInViewController])
        #expect(findings.first?.line == 6)
        #expect(findings.first?.message.contains("SupervisingUserRepositoriesViewController") == true)
        #expect(findings.first?.severity == .warning)
    }

    @Test("every way of moving to a screen built right there is reported: push, present, show, showDetailViewController, a transitioner's push")
    func everyTransition() {
        let source = """
            final class ListViewController: UIViewController {
                func open(_ item: Item) {
                    navigationController?.pushViewController(DetailViewController(item: item), animated: true)
                    present(DetailViewController(item: item), animated: true, completion: nil)
                    self.show(DetailViewController(item: item), sender: self)
                    splitViewController?.showDetailViewController(DetailViewController(item: item), sender: nil)
                    transitioner.push(DetailViewController(item: item), animated: true)
                }
            }
            """
        #expect(lines(source) == [3, 4, 5, 6, 7])
    }

    @Test("a screen from a constructor, a generic one, .init, a factory, a storyboard or a static factory is built here, through locals too")
    func waysOfBuilding() {
        let source = """
            final class SettingsViewController: UITableViewController {
                func tapped(_ row: Int) {
                    let about: AboutViewController = .init(version: version)
                    present(about, animated: true)
                    guard let detail = storyboard?.instantiateViewController(withIdentifier: "Detail") as? DetailViewController else { return }
                    navigationController?.pushViewController(detail, animated: true)
                    if let licences = try? makeLicencesScreen() { present(licences, animated: true) }
                    present(LicenceViewController.instantiate(), animated: true)
                    let screen = ThemeViewController<ThemeModel>(model: model)
                    let same = screen
                    navigationController?.pushViewController(same, animated: false)
                    present(UINavigationController(rootViewController: FeedbackViewController()), animated: true)
                    present(UIHostingController(rootView: SupportView(model: model)), animated: true)
                    navigationController?.pushViewController(CouponDetailsHostingController(viewModel: viewModel), animated: true)
                }
            }
            """
        #expect(lines(source) == [4, 6, 7, 8, 11, 12, 13, 14])
    }

    @Test("a class whose superclass is a …ViewController is a view controller whatever its name; so is an extension of one")
    func subclassesAndExtensions() {
        let source = """
            final class Settings: UITableViewController {
                func about() { present(AboutViewController(), animated: true) }
            }
            extension PodcastViewController {
                func share() { navigationController?.pushViewController(EpisodeViewController(), animated: true) }
            }
            """
        #expect(lines(source) == [2, 5])
    }

    @Test("routers, coordinators, navigators and wireframes build and move screens: not reported, nor a view controller adopting a routing protocol")
    func routersAndCoordinators() {
        let source = """
            final class SearchUserRouter: SearchUserRouting {
                func transitionToUserDetail(userName: String) {
                    transitioner.push(UserRepositoriesViewController(login: userName), animated: true)
                }
            }
            final class RepoListCoordinator: Coordinator {
                override func start() { navigator.pushViewController(RepoListViewController(), animated: true) }
            }
            final class AppNavigator { func open() { root.present(SettingsViewController(), animated: true) } }
            final class DetailWireframe { func open() { view.present(DetailViewController(), animated: true) } }
            extension ListViewController: ListRouterProtocol {
                func showDetail() { navigationController?.pushViewController(DetailViewController(), animated: true) }
            }
            final class FlowViewController: UIViewController, Coordinating {
                func start() { present(OnboardingViewController(), animated: true) }
            }
            """
        #expect(lines(source).isEmpty)
    }

    @Test("alerts, loading overlays, the share sheet and the system's pickers and composers are not the app's screens")
    func alertsAndSystemScreens() {
        let source = """
            final class PhotoViewController: UIViewController {
                func tapped() {
                    let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
                    present(alert, animated: true)
                    present(makeDeleteConfirmationAlert(), animated: true)
                    present(UIActivityViewController(activityItems: [url], applicationActivities: nil), animated: true)
                    let picker = UIImagePickerController()
                    present(picker, animated: true)
                    present(PHPickerViewController(configuration: configuration), animated: true)
                    present(MFMailComposeViewController(), animated: true)
                    present(InProgressViewController(viewProperties: properties), animated: true)
                }
            }
            """
        #expect(lines(source).isEmpty)
    }

    @Test("a content screen of the system is a screen: a web page in SFSafariViewController is reported")
    func safariIsAScreen() {
        let source = """
            final class AccountViewController: UIViewController {
                @IBAction func signUp(_ sender: Any) {
                    let safari = SFSafariViewController(url: signUpURL)
                    present(safari, animated: true, completion: nil)
                }
            }
            """
        #expect(lines(source) == [4])
    }

    @Test("a screen given to the view controller — a parameter, a property, a wrapper around one — is not built there")
    func givenScreens() {
        let source = """
            final class ContainerViewController: UIViewController {
                let detailViewController = DetailViewController()
                func show(_ screen: UIViewController) {
                    navigationController?.pushViewController(screen, animated: true)
                    present(detailViewController, animated: true)
                    present(UINavigationController(rootViewController: screen), animated: true)
                    if let screen { present(screen, animated: true) }
                    present(screens[0], animated: true)
                }
                func later() {
                    present(self.detailViewController, animated: true)
                }
            }
            """
        #expect(lines(source).isEmpty)
    }

    @Test("what is no view controller, a container and UIKit's own classes' helpers are not reported, nor calls of another shape")
    func otherTypesAndShapes() {
        let source = """
            final class DetailPresenter { func open() { view.present(DetailViewController(), animated: true) } }
            final class MainNavigationController: UINavigationController {
                func onboard() { present(OnboardingViewController(), animated: true) }
            }
            final class MainTabBarController: UITabBarController {
                func whatsNew() { present(WhatsNewViewController(), animated: true) }
            }
            extension UIViewController {
                func present<Content: View>(builder: () -> Content) { present(UIHostingController(rootView: AnyView(EmptyView())), animated: true) }
            }
            final class StackViewController: UIViewController {
                func tapped() {
                    stack.push(Item())
                    present(alert: Alert(), animated: true)
                    show(DetailViewController())
                }
            }
            """
        #expect(lines(source).isEmpty)
    }

    @Test("a deliberate exception is silenced with a reason, as chapter 5's MVC would be")
    func suppressed() {
        let source = """
            final class CounterViewController: UIViewController {
                func next() {
                    // strata-lint:disable:next screen-transition-in-view-controller -- chapter 5's MVC: the controller moves itself.
                    navigationController?.pushViewController(NextViewController(), animated: true)
                }
            }
            """
        #expect(lines(source).isEmpty)
    }
}
#endif
