import Foundation
import GitHubBrowserDomain
import GitHubBrowserFeatures
import GitHubBrowserNavigation
import GitHubBrowserVocabulary
import StrataAlert
import StrataNavigation

/// Builds every screen of the Flux app, each over its view model on top of its feature's
/// container, on any driver: the driver says which view controller shows it (`TerminalDriver`,
/// `UIKitDriver`), through the hosting protocol of each screen the builder shows. Screens route
/// through the articles' `BrowserRouter`, which they get from ``router(from:)``: navigation is not
/// the stores' business in Flux. It is the one place that chooses the screens' alert clients
/// (`AlertClient`; a test can build a screen with `AlertClientSpy`).
@MainActor
public final class FluxScreenBuilder<
    Driver: SearchHosting & FavouritesHosting & RepositoryDetailHosting & RepositoryListHosting & AccountHosting & ServiceUnavailableHosting
> {
    /// The driver's screen type.
    public typealias Screen = Driver.Screen
    /// The app's features.
    public let app: FluxBrowser
    /// The driver whose view controllers show the screens.
    public let driver: Driver
    /// How the app was launched, shown on the Account tab; `nil` when the app does not count it.
    public let launchPaths: LaunchPathRecorder?
    /// Where the offline catalog comes from and how old it is; `nil` for a live source.
    public let catalogNote: String?
    /// The time zone of the dates the screens show.
    public let timeZone: TimeZone
    /// Whether the driver draws rows inside a store's change (UIKit), so that their events wait for
    /// it to end.
    private let defersRowEvents: Bool
    /// The tab bar, once there is one: routers switch tabs through it.
    public weak var tabs: (any BrowserTabSwitching)?
    /// The app coordinator, once there is one: routers start and end the sign-in flow through it.
    public weak var flows: (any SignInFlows<Screen>)?

    /// Creates the builder of `app`'s screens on `driver`; `defersRowEvents` for a driver that draws
    /// rows inside a store's change (UIKit).
    public init(
        app: FluxBrowser, driver: Driver, defersRowEvents: Bool = false, launchPaths: LaunchPathRecorder? = nil, catalogNote: String? = nil,
        timeZone: TimeZone = .current
    ) {
        self.app = app
        self.driver = driver
        self.defersRowEvents = defersRowEvents
        self.launchPaths = launchPaths
        self.catalogNote = catalogNote
        self.timeZone = timeZone
    }

    /// The screens routers lead to: a repository's detail, the sign-in sheet and "Your
    /// repositories", when the app has them.
    public var screens: BrowserScreens<Screen> {
        var signIn: (@MainActor () -> Screen)?
        if let account = app.account {
            signIn = { self.accountScreen(account, isSheet: true) }
        }
        var userRepositories: (@MainActor () -> Screen)?
        if let makeList = app.userRepositories {
            userRepositories = { self.listScreen(makeList(), canSignIn: false) }
        }
        return BrowserScreens(
            repositoryDetail: { id in self.detail(of: id) }, signIn: signIn, userRepositories: userRepositories,
            serviceUnavailable: { retryAfter in self.serviceUnavailable(retryAfter: retryAfter) }
        )
    }

    /// A router whose transitions start from `transitioner`.
    public func router(from transitioner: any Transitioner<Screen>) -> BrowserRouter<Screen> {
        BrowserRouter(transitioner: transitioner, screens: screens, tabs: tabs, flows: flows)
    }

    /// The app coordinator over `shell` — the tab bar filled with ``rootScreen(of:)`` — which opens
    /// `link` (or the launch it is started with), alerting on `alerts` when it cannot; the shell
    /// and the coordinator become the routers' tab switcher and sign-in flows.
    public func coordinator(on shell: some BrowserShell<Screen>, alerts: some AlertPresenting, link: String? = nil) -> AppCoordinator<Screen> {
        let coordinator = AppCoordinator(
            shell: shell, screens: screens, launchErrorAlert: AlertClient<LaunchErrorAction>(viewController: alerts), link: link,
            sessionChanges: app.sessionChanges, launchPaths: launchPaths
        )
        tabs = shell
        flows = coordinator
        app.failures.showServiceUnavailable = { [weak coordinator] in coordinator?.showServiceUnavailable(retryAfter: $0) }
        return coordinator
    }

    /// "GitHub is unavailable", for a 503 that asked to be tried again after `retryAfter`: the
    /// screen every architecture shares (no store: it has nothing to keep), popping itself.
    public func serviceUnavailable(retryAfter: Date?) -> Screen {
        driver.serviceUnavailable { [timeZone] parts in
            ServiceUnavailableScreen(retryAfter: retryAfter, timeZone: timeZone, display: parts.display) { [weak transitioner = parts.transitioner] in
                transitioner?.pop(animated: true)
            }
        }
    }

    /// The root screen of `tab`, or `nil` when the app cannot build that tab.
    public func rootScreen(of tab: BrowserTab) -> Screen? {
        switch tab {
        case .search: searchScreen()
        case .favourites: favouritesScreen()
        case .publicRepositories: app.publicRepositories.map { listScreen($0, canSignIn: app.account != nil) }
        case .account: app.account.map { accountScreen($0, isSheet: false) }
        }
    }

    /// The detail screen of `id`, over a container of its own.
    public func detail(of id: RepositoryID) -> Screen {
        let viewModel = RepositoryDetailViewModel(detail: app.detail(id), favourites: app.favourites)
        return driver.repositoryDetail(title: id.fullName) { parts in
            RepositoryDetailScreen<AlertClient<LoadRepositoryErrorAction>, AlertClient<SaveFavouriteErrorAction>>(
                viewModel: viewModel, favourites: self.app.favourites, display: parts.display, host: parts.host,
                router: self.router(from: parts.transitioner)
            )
        }
    }

    private func searchScreen() -> Screen {
        let viewModel = SearchViewModel(search: app.search, favourites: app.favourites, now: app.environment.now)
        return driver.search { parts in
            SearchScreen<AlertClient<FetchRepositoriesErrorAction>, AlertClient<SaveFavouriteErrorAction>>(
                viewModel: viewModel, favourites: self.app.favourites, display: parts.display, rows: parts.rows, host: parts.host,
                router: self.router(from: parts.transitioner), catalogNote: self.catalogNote, timeZone: self.timeZone,
                defersRowEvents: self.defersRowEvents
            )
        }
    }

    private func favouritesScreen() -> Screen {
        let viewModel = FavouritesViewModel(favourites: app.favourites)
        return driver.favourites { parts in
            FavouritesScreen<AlertClient<SaveFavouriteErrorAction>>(
                viewModel: viewModel, favourites: self.app.favourites, display: parts.display, rows: parts.rows, host: parts.host,
                router: self.router(from: parts.transitioner)
            )
        }
    }

    private func accountScreen(_ account: AccountContainer, isSheet: Bool) -> Screen {
        let viewModel = AccountViewModel(account: account)
        return driver.account { parts in
            AccountScreen<AlertClient<SignInErrorAction>, AlertClient<RetryOrCancel>>(
                viewModel: viewModel, display: parts.display, host: parts.host, router: self.router(from: parts.transitioner), isSheet: isSheet,
                offersUserRepositories: self.app.userRepositories != nil && !isSheet, launchPaths: isSheet ? nil : self.launchPaths,
                timeZone: self.timeZone
            )
        }
    }

    private func listScreen(_ list: RepositoryListContainer, canSignIn: Bool) -> Screen {
        let viewModel = RepositoryListViewModel(list: list, now: app.environment.now)
        return driver.repositoryList(title: viewModel.texts.title) { parts in
            RepositoryListScreen<AlertClient<FetchRepositoryListErrorAction>>(
                viewModel: viewModel, display: parts.display, rows: parts.rows, host: parts.host, router: self.router(from: parts.transitioner),
                canSignIn: canSignIn, timeZone: self.timeZone, defersRowEvents: self.defersRowEvents
            )
        }
    }
}
