import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserFeatures
import GitHubBrowserRedux
import GitHubBrowserTerminalViews
import GitHubBrowserVocabulary
import StrataAlert
import StrataCore
import StrataRedux
import StrataTerminal

/// The Redux app's detail screen of one repository, pushed by the `Navigator` when the state's
/// stack has it: it shows the detail's and the README's request states and the favourite mark of the
/// shared favourites state, and dispatches `f`, `r` (the README's Retry), Retry and Close.
public final class DetailViewController: ViewController<RepositoryDetailRootView> {
    /// The store subscriptions of this object, which end with it.
    private let subscriptions = SubscriptionBag()
    private let browser: BrowserStore
    private let id: RepositoryID
    private let tab: BrowserTab
    private lazy var loadErrorAlert = AlertClient<LoadRepositoryErrorAction>(viewController: self)
    private lazy var saveFailureAlert = SaveFailureAlert(browser: browser, viewController: self, isVisible: { [unowned self] in isVisible })
    private var failures = OneShotReceiver<AppError>()

    /// Creates the detail screen of `id`, pushed on `tab`.
    public init(id: RepositoryID, tab: BrowserTab, browser: BrowserStore) {
        self.id = id
        self.tab = tab
        self.browser = browser
        super.init()
        title = id.fullName
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        loadErrorAlert.register { [unowned self] action in
            switch action {
            case .retry: browser.reloadRepository(self.id)
            case .close: browser.back(on: self.tab)
            }
        }
        saveFailureAlert.start()
        let id = id
        browser.store.subscribe(select: { $0.details[id] }) { [weak self] detail in
            guard let screen = self else { return }
            guard let detail else { return }
            screen.render(detail)
        }.store(in: subscriptions)
        browser.store.subscribe(select: { $0.favourites.identifiers.contains(id) }) { [weak self] isFavourite in
            guard let screen = self else { return }
            guard screen.browser.state.details[id]?.request.value != nil else { return }
            screen.rootView.setFavourite(isFavourite)
        }.store(in: subscriptions)
    }

    public override var keyHelp: [KeyHelp] { [KeyHelp("f", "favourite")] }

    public override func handle(key: Key) -> Bool {
        switch key {
        case .character("f"):
            if let repository = browser.state.details[id]?.request.value?.repository { browser.toggleFavourite(repository) }
        case .character("r"):
            if browser.readme(of: id).canRetry { browser.reloadReadme(id) }
        default:
            return false
        }
        return true
    }

    private func render(_ detail: DetailState) {
        if let failure = failures.take(detail.failure) {
            loadErrorAlert.show(strategy: AlertStrategy(loadFailure: failure))
        }
        guard let loaded = detail.request.value else {
            title = id.fullName
            return rootView.showLoading(title: id.fullName)
        }
        let content = RepositoryDetailContent(repository: loaded.repository)
        title = content.title
        rootView.show(content)
        rootView.showReadme(browser.readme(of: id))
        let favourites = browser.state.favourites
        rootView.setFavourite(favourites.isLoaded ? favourites.identifiers.contains(id) : loaded.isFavourite)
    }
}
