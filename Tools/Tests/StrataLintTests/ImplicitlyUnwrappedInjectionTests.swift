#if StrataTools
import StrataLint
import Testing

@Suite("implicitly-unwrapped-injection")
struct ImplicitlyUnwrappedInjectionTests {
    @Test("article ④'s HogeViewController, whose presenter is an implicitly unwrapped var, is reported at the property")
    func articleHogeViewController() {
        let source = """
            final class HogeViewController<Presenter: HogePresenterInputs>: ViewController<HogeRootView>, HogePresenterOutputs {
                private var presenter: Presenter!

                override init() {
                    super.init()
                    self.presenter = Presenter(output: self)
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    rootView.hogeViewColorChangeButton.addAction(UIAction(handler: { [weak self] _ in
                        self?.presenter.changeColorMode()
                    }), for: .touchUpInside)
                }

                func updateColorMode(lightMode: Bool) {
                    rootView.setColorMode(lightMode: lightMode)
                }
            }
            """
        let findings = lint(source)
        #expect(findings.map(\.rule) == [.implicitlyUnwrappedInjection])
        #expect(findings.first?.line == 2)
    }

    @Test("view models, interactors and routers, by name or by type", arguments: [
        "var viewModel: LoginViewModel!", "var interactor: SearchInteractorInput!", "var router: (any SearchRouting)!",
        "var next: DetailRouter!", "weak var output: SearchPresenter! { didSet {} }",
    ])
    func otherRoles(declaration: String) {
        #expect(rules("final class Screen {\n    \(declaration)\n}\n") == [.implicitlyUnwrappedInjection])
    }

    @Test("constructor injection, lazy presenters, optionals, lets, locals, computed properties and outputs are not reported", arguments: [
        "private lazy var presenter = Presenter(output: self)", "let presenter: Presenter", "var presenter: Presenter?",
        "var presenter: Presenter! { storage }", "weak var output: HogePresenterOutputs!", "@IBOutlet var titleLabel: UILabel!",
        "func make() { var presenter: Presenter! = nil; _ = presenter }",
    ])
    func allowed(declaration: String) {
        #expect(rules("final class Screen {\n    \(declaration)\n}\n").isEmpty)
    }

    @Test("on real apps: test fixtures and helpers that put errors or spinners on screen are not reported; presenters and view models still are")
    func realAppShapes() {
        let reported = """
            final class BookmarkViewController: UIViewController {
                var viewModel: BookmarkViewModel!
                private var presenter: SearchPresenter!
            }
            """
        #expect(lint(reported).map(\.line) == [2, 3])
        let quiet = """
            final class SecretsViewController: UIViewController {
                private var activityPresenter: ActivityIndicatorPresenter!
                private var errorPresenter: MXKErrorPresentation!
                var toastPresenter: ToastPresenter!
            }
            final class LoginViewModelTests: XCTestCase {
                private var sut: LoginViewModel!
                private var presenter: LoginPresenter!
            }
            @Suite struct SearchScreen {
                var viewModel: SearchViewModel!
            }
            """
        #expect(rules(quiet).isEmpty)
    }
}
#endif
