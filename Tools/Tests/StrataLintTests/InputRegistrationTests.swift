#if StrataTools
import Foundation
import StrataLint
import Testing

@Suite("input-registration-outside-view-did-load")
struct InputRegistrationTests {
    @Test("registrations in viewDidLoad and init, closures in them included, are not reported")
    func inViewDidLoadOrInit() {
        let source = """
            final class AnimalAlbumViewController: ViewController<AnimalAlbumRootView> {
                init() {
                    super.init()
                    NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .refresh, object: nil)
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    rootView.button.addTarget(self, action: #selector(tap), for: .touchUpInside)
                    alertClient.register { [unowned self] action in
                        DispatchQueue.main.async { self.collectionView.register(Cell.self, forCellWithReuseIdentifier: "c") }
                    }
                }
            }
            """
        #expect(rules(source).isEmpty)
    }

    @Test("addTarget, an alert client's register and addObserver elsewhere in a view controller, extensions included, are reported")
    func outsideViewDidLoad() {
        let source = """
            final class PhotoCollectionViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    alertClient.register { _ in }
                }
                lazy var observer: Void = NotificationCenter.default.addObserver(self, selector: #selector(x), name: .x, object: nil)
            }
            extension PhotoCollectionViewController {
                func bind() { button.addTarget(self, action: #selector(tap), for: .touchUpInside) }
            }
            """
        let findings = lint(source)
        #expect(findings.map(\.rule) == Array(repeating: .inputRegistrationOutsideViewDidLoad, count: 3))
        #expect(findings.map(\.line) == [4, 6, 9])
    }

    @Test("registrations outside view controllers (a data-source wrapper's init, a view) are not reported")
    func outsideViewControllers() {
        let source = """
            final class AnimalDataSource {
                func configure() { collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo") }
            }
            final class HogeViewController: ViewController<HogeRootView> {
                struct Helper { func go() { center.addObserver(self, selector: #selector(x), name: nil, object: nil) } }
            }
            """
        #expect(rules(source).isEmpty)
    }

    @Test("the calls are configurable")
    func configurableCalls() throws {
        let configuration = try LintConfiguration(yaml: "rules:\n  input-registration-outside-view-did-load:\n    calls: [addAction]\n", baseDirectory: "/")
        let source = "class AViewController: UIViewController {\n    func a() { button.addAction(action, for: .touchUpInside); button.addTarget(self, action: #selector(b), for: .touchUpInside) }\n}\n"
        #expect(lint(source, configuration: configuration).map(\.column) == [16])
    }

    @Test("on real apps: cell and view registration, setup helpers that only viewDidLoad calls, loadView and awakeFromNib are not reported")
    func realAppShapes() {
        let source = """
            final class AlbumViewController: UIViewController {
                @IBOutlet var tableView: UITableView! { didSet { tableView.register(PhotoCell.self, forCellReuseIdentifier: "photo") } }
                lazy var grid: UICollectionView = { let view = UICollectionView(); view.register(UINib(nibName: "H", bundle: nil), forSupplementaryViewOfKind: "h", withReuseIdentifier: "h"); return view }()
                override func loadView() { view = loginView; loginView.searchField.addTarget(self, action: #selector(search), for: .editingChanged) }
                override func awakeFromNib() { super.awakeFromNib(); ThemeCenter.addObserver(self) }
                override func viewDidLoad() { super.viewDidLoad(); setUpInputs() }
                private func setUpInputs() { saveButton.addTarget(self, action: #selector(save), for: .touchUpInside); setUpObservers() }
                private func setUpObservers() { NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .refresh, object: nil) }
            }
            """
        #expect(rules(source).isEmpty)
    }

    @Test("a private helper that is also called after setup, or handed out as a selector, is still reported")
    func helpersCalledLater() {
        let source = """
            final class AlbumViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); bind(); arm() }
                override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); bind() }
                private func bind() { saveButton.addTarget(self, action: #selector(save), for: .touchUpInside) }
                private func arm() { perform(#selector(again)) }
                @objc private func again() { alertClient.register { _ in } }
                func configure() { button.addTarget(self, action: #selector(go), for: .touchUpInside) }
            }
            """
        #expect(lint(source).map(\.line) == [4, 6, 7])
    }

    @Test("a helper in a private extension is private: only viewDidLoad calls it, so it is not reported")
    func privateExtensionHelpers() {
        let source = """
            final class TimelineViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); addNotificationObservers() }
            }
            private extension TimelineViewController {
                func addNotificationObservers() { NotificationCenter.default.addObserver(self, selector: #selector(x), name: .x, object: nil) }
            }
            extension TimelineViewController {
                func rebind() { button.addTarget(self, action: #selector(tap), for: .touchUpInside) }
            }
            """
        #expect(lint(source).map(\.line) == [8])
    }

    @Test("a helper that is not private is judged by its calls in the file: called only from viewDidLoad it is not reported; never called there, or called later, it is")
    func internalHelpers() {
        let source = """
            final class FeedViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); addObservers(); setUpButtons() }
                override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); setUpButtons() }
                func addObservers() { NotificationCenter.default.addObserver(self, selector: #selector(x), name: .x, object: nil) }
                func setUpButtons() { button.addTarget(self, action: #selector(tap), for: .touchUpInside) }
                override func willBeAddedToPlayer() { NotificationCenter.default.addObserver(self, selector: #selector(y), name: .y, object: nil) }
                func observe() { NotificationCenter.default.addObserver(self, selector: #selector(z), name: .z, object: nil) }
            }
            """
        #expect(lint(source).map(\.line) == [5, 6, 7])
        // The same helper, also called on another receiver: other code may call it again.
        let calledOutside = source.replacingOccurrences(of: "func observe() {", with: "func observe() { other.addObservers();")
        #expect(lint(calledOutside).map(\.line) == [4, 5, 6, 7])
    }

    @Test("over a folder, a setup-only helper that any other file calls on another receiver is reported; one no file calls so is not")
    func helpersCalledFromOtherFiles() throws {
        let folder = try TemporaryFolder()
        try folder.write("EmptyStateViewController.swift", """
            final class EmptyStateViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); configure(config); addObservers() }
                func configure(_ config: Config) { configurePullToRefresh() }
                private func configurePullToRefresh() { refreshControl.addTarget(self, action: #selector(refresh), for: .valueChanged) }
                func addObservers() { NotificationCenter.default.addObserver(self, selector: #selector(x), name: .x, object: nil) }
            }
            """)
        try folder.write("OrdersViewController.swift", """
            final class OrdersViewController: UIViewController {
                func showEmpty() { emptyState.configure(config) }
            }
            """)
        let linter = Linter(configuration: LintConfiguration(baseDirectory: folder.path))
        let report = try linter.lint(paths: [folder.path], workers: 2)
        #expect(report.findings.map { "\(($0.path as NSString).lastPathComponent):\($0.line)" } == ["EmptyStateViewController.swift:4"], "a private helper of configure(_:), which other code calls")
        #expect(try linter.lint(paths: [folder.path + "/EmptyStateViewController.swift"]).findings.isEmpty, "alone, nothing calls configure again")
    }

    @Test("a helper called from a closure in viewDidLoad (a sink, a completion) may run at any time: it is reported")
    func helpersCalledFromClosures() {
        let source = """
            final class HomeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewModel.isEmpty.sink { [weak self] empty in self?.showEmptyView(empty) }.store(in: &bag)
                    model.onChange = { self.rebind() }
                }
                func showEmptyView(_ empty: Bool) { button.addTarget(self, action: #selector(find), for: .touchUpInside) }
                private func rebind() { button.addTarget(self, action: #selector(tap), for: .touchUpInside) }
            }
            """
        #expect(lint(source).map(\.line) == [7, 8])
    }

    /// The lines of the findings of linting `files` (name and text) in one folder, as `name:line`.
    private func findings(in files: [(String, String)], only names: [String]? = nil) throws -> [String] {
        let folder = try TemporaryFolder()
        for (name, text) in files { try folder.write(name, text) }
        let linter = Linter(configuration: only(.inputRegistrationOutsideViewDidLoad))
        let paths = names.map { $0.map { folder.path + "/" + $0 } } ?? [folder.path]
        return try linter.lint(paths: paths, workers: 2).findings.map { "\(($0.path as NSString).lastPathComponent):\($0.line)" }
    }

    private let browser = """
        final class BrowserViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                observeConnection()
                addSwipes(fingers: 2)
            }
        }
        """
    private let browserLoading = """
        extension BrowserViewController {
            func observeConnection() {
                NotificationCenter.default.addObserver(self, selector: #selector(reconnect), name: .didConnect, object: nil)
            }
            func addSwipes(fingers: Int) {
                let swipe = UISwipeGestureRecognizer()
                swipe.addTarget(self, action: #selector(swiped(_:)))
            }
        }
        """

    @Test("a helper in another file that only viewDidLoad calls (an extension file's) registers at setup: not reported; linted without the file that calls it, it is")
    func helpersInOtherFiles() throws {
        let files = [("BrowserViewController.swift", browser), ("BrowserViewController+Loading.swift", browserLoading)]
        #expect(try findings(in: files).isEmpty)
        #expect(try findings(in: files, only: ["BrowserViewController+Loading.swift"]) == ["BrowserViewController+Loading.swift:3", "BrowserViewController+Loading.swift:7"])
    }

    @Test("a helper in another file that is also called later (from another file's viewWillAppear, a closure, or a selector) is reported")
    func helpersInOtherFilesCalledLater() throws {
        let later = """
            extension BrowserViewController {
                override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); observeConnection() }
                func arm() { model.onChange = { [weak self] in self?.addSwipes(fingers: 3) } }
            }
            """
        let files = [("BrowserViewController.swift", browser), ("BrowserViewController+Loading.swift", browserLoading), ("BrowserViewController+Later.swift", later)]
        #expect(try findings(in: files) == ["BrowserViewController+Loading.swift:3", "BrowserViewController+Loading.swift:7"])
        let selector = "extension BrowserViewController {\n    func retry() { perform(#selector(observeConnection)) }\n}\n"
        #expect(try findings(in: [("BrowserViewController.swift", browser), ("BrowserViewController+Loading.swift", browserLoading), ("BrowserViewController+Retry.swift", selector)]) == ["BrowserViewController+Loading.swift:3"])
    }

    @Test("a base class's helper that subclasses call from their viewDidLoad registers at setup, in one file or several; called from a subclass's viewDidAppear it is reported")
    func inheritedHelpers() throws {
        let base = """
            class ChromeViewController: UIViewController {
                func addCastButton() {
                    castButton.addTarget(self, action: #selector(castTapped), for: .touchUpInside)
                }
            }
            """
        let podcasts = """
            final class PodcastsViewController: ChromeViewController {
                override func viewDidLoad() { super.viewDidLoad(); addCastButton() }
            }
            """
        #expect(try findings(in: [("ChromeViewController.swift", base), ("PodcastsViewController.swift", podcasts)]).isEmpty)
        #expect(lint(base + "\n" + podcasts, configuration: only(.inputRegistrationOutsideViewDidLoad)).isEmpty)
        let episodes = """
            final class EpisodesViewController: PodcastsViewController {
                override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); addCastButton() }
            }
            """
        #expect(try findings(in: [("ChromeViewController.swift", base), ("PodcastsViewController.swift", podcasts), ("EpisodesViewController.swift", episodes)]) == ["ChromeViewController.swift:3"])
        // An unrelated view controller with a helper of the same name calls its own.
        let other = "final class OtherViewController: UIViewController {\n    override func viewDidLoad() { super.viewDidLoad(); addCastButton() }\n}\n"
        #expect(try findings(in: [("ChromeViewController.swift", base), ("OtherViewController.swift", other)]) == ["ChromeViewController.swift:3"])
    }

    @Test("a lazy var whose initialiser registers (or calls a helper that does) is setup when code that runs at setup touches it; touched only later, it is reported")
    func lazyProperties() {
        let source = """
            final class ReviewViewController: UIViewController {
                private lazy var footer: UIView = makeFooter()
                private lazy var refresh: UIRefreshControl = {
                    let control = UIRefreshControl()
                    control.addTarget(self, action: #selector(reload), for: .valueChanged)
                    return control
                }()
                lazy var emptyButton: UIButton = {
                    let button = UIButton()
                    button.addTarget(self, action: #selector(retry), for: .touchUpInside)
                    return button
                }()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    configureTable()
                    model.onEmpty = { [weak self] in self?.showEmpty() }
                }
                private func configureTable() {
                    tableView.tableFooterView = footer
                    tableView.refreshControl = self.refresh
                }
                func makeFooter() -> UIView {
                    let button = UIButton()
                    button.addTarget(self, action: #selector(complete), for: .touchUpInside)
                    return button
                }
                private func showEmpty() { view.addSubview(emptyButton) }
            }
            """
        #expect(lint(source, configuration: only(.inputRegistrationOutsideViewDidLoad)).map(\.line) == [10])
    }

    @Test("an @IBOutlet's didSet runs when the nib connects it, before viewDidLoad: not reported unless the file assigns the outlet; another property's didSet, and a method named like an outlet, are")
    func outletObservers() {
        let source = """
            final class SignInViewController: UIViewController {
                @IBOutlet var emailField: UITextField! {
                    didSet { emailField.addTarget(self, action: #selector(emailChanged), for: .editingChanged) }
                }
                @IBOutlet weak var codeField: UITextField! {
                    didSet { codeField.addTarget(self, action: #selector(codeChanged), for: .editingChanged) }
                }
                var stepper: UIStepper? {
                    didSet { stepper?.addTarget(self, action: #selector(stepped), for: .valueChanged) }
                }
                func resetCode() { self.codeField = UITextField() }
                @IBOutlet var tableView: UITableView! {
                    didSet { tableView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 80, right: 0) }
                }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    cell.toggle.addTarget(self, action: #selector(toggled), for: .valueChanged)
                    return cell
                }
            }
            """
        // The outlet `tableView` and the method `tableView(_:cellForRowAt:)` are not the same code.
        #expect(lint(source, configuration: only(.inputRegistrationOutsideViewDidLoad)).map(\.line) == [6, 9, 16])
    }
}
#endif
