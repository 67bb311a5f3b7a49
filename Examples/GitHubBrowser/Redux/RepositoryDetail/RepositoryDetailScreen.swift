import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataAlert
import StrataCore
import StrataRedux

/// A repository's detail screen in the Redux app, written once for every driver: it subscribes to
/// the repository's detail and the shared favourites and draws them on the root view
/// (`RepositoryDetailDisplay`) and the screen's title, shows a failed load once, and turns the
/// user's `RepositoryDetailIntent`s and the alert's Retry and Close into the `BrowserStore`'s
/// actions. A view controller of any driver creates it in `viewDidLoad`, maps its controls to
/// intents and calls ``start()``.
///
/// Generic over its alert clients, as article ⑤'s screens are: the screen builder chooses `AlertClient`,
/// and a test can put an `AlertClientSpy` behind the real screen.
@MainActor
public final class RepositoryDetailScreen<
    LoadErrorAlert: AlertClientType<LoadRepositoryErrorAction>,
    SaveErrorAlert: AlertClientType<SaveFavouriteErrorAction>
>: RepositoryDetailScreenType {
    /// The store subscriptions of this object, which end with it.
    private let subscriptions = SubscriptionBag()
    private let browser: BrowserStore
    private let id: RepositoryID
    private let tab: BrowserTab
    private let display: any RepositoryDetailDisplay
    /// The view controller, which owns this screen: held weakly.
    private weak var host: (any ScreenHost)?
    /// The client of the alert for a detail that failed to load.
    public let loadErrorAlert: LoadErrorAlert
    /// The favourite-save alert.
    public let saveFailureAlert: SaveFailureAlert<SaveErrorAlert>
    private var failures = OneShotReceiver<AppError>()

    /// Creates the detail screen of `id`, pushed on `tab`, drawn on `display`, named and with its
    /// alerts on `host` (the favourite-save alert only while it is on screen).
    public init(id: RepositoryID, tab: BrowserTab, browser: BrowserStore, display: any RepositoryDetailDisplay, host: some ScreenHost) {
        self.id = id
        self.tab = tab
        self.browser = browser
        self.display = display
        self.host = host
        loadErrorAlert = LoadErrorAlert(viewController: host)
        saveFailureAlert = SaveFailureAlert(browser: browser, viewController: host, isVisible: { [weak host] in host?.isOnScreen ?? false })
    }

    /// Hears the alerts' answers and subscribes to the store, which draws the screen at once.
    public func start() {
        loadErrorAlert.register { [unowned self] action in
            switch action {
            case .retry: browser.reloadRepository(self.id)
            case .close: browser.back(on: self.tab)
            }
        }
        saveFailureAlert.start()
        let id = id
        browser.store.subscribe(select: { $0.details[id] }) { [weak self] detail in
            guard let self, let detail else { return }
            render(detail)
        }.store(in: subscriptions)
        browser.store.subscribe(select: { $0.favourites.identifiers.contains(id) }) { [weak self] isFavourite in
            guard let self, browser.state.details[id]?.request.value != nil else { return }
            display.setFavourite(isFavourite)
        }.store(in: subscriptions)
    }

    /// Hands what the user did to the store.
    public func send(_ intent: RepositoryDetailIntent) {
        switch intent {
        case .toggleFavourite:
            if let repository = browser.state.details[id]?.request.value?.repository { browser.toggleFavourite(repository) }
        case .retryReadme:
            if browser.readme(of: id).canRetry { browser.reloadReadme(id) }
        }
    }

    private func render(_ detail: RepositoryDetailState) {
        // GitHub being unavailable raises no alert: the app shows "GitHub is unavailable".
        if let failure = failures.take(detail.failure), !failure.isServiceUnavailable {
            loadErrorAlert.show(strategy: AlertStrategy(loadFailure: failure))
        }
        guard let loaded = detail.request.value else {
            host?.title = id.fullName
            return display.showLoading(title: id.fullName)
        }
        let content = RepositoryDetailContent(repository: loaded.repository)
        host?.title = content.title
        display.show(content)
        display.showReadme(browser.readme(of: id))
        let favourites = browser.state.favourites
        display.setFavourite(favourites.isLoaded ? favourites.identifiers.contains(id) : loaded.isFavourite)
    }
}
