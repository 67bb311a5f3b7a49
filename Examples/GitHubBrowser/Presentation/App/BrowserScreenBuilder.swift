import Foundation
import GitHubBrowserDomain
import GitHubBrowserFeatures
import GitHubBrowserNavigation
import GitHubBrowserVocabulary
import StrataAlert
import StrataNavigation

/// Builds every screen of the MVP app, each with its presenter, from one `BrowserDependencies`
/// value — the one place that knows which presenter and alert clients make up a screen — on any
/// driver: the driver says which view controller shows it (`TerminalDriver`, `UIKitDriver`), through
/// the hosting protocol of each screen the builder shows.
///
/// Routers reach it through ``screens`` (the `BrowserScreens` a `BrowserRouter` builds the next
/// screen with), and each screen's presenter gets a router from ``router(from:)``:
///
/// ```swift
/// let builder = BrowserScreenBuilder(dependencies: dependencies, driver: TerminalDriver())
/// let search = builder.search()
/// let detail = builder.repositoryDetail(id: RepositoryID(owner: "apple", name: "swift"))
/// ```
///
/// Screens hold their builder; it holds no screen (only the tab switcher and the coordinator,
/// weakly), so nothing forms a cycle.
@MainActor
public final class BrowserScreenBuilder<
    Driver: SearchHosting & FavouritesHosting & RepositoryDetailHosting & RepositoryListHosting & AccountHosting & ServiceUnavailableHosting
> {
    /// The driver's screen type.
    public typealias Screen = Driver.Screen
    /// What the screens are built with.
    public let dependencies: BrowserDependencies
    /// The driver whose view controllers show the screens.
    public let driver: Driver
    /// The tab bar's shell, once there is one: routers switch tabs through it.
    public weak var tabs: (any BrowserTabSwitching)?
    /// Where routers start and end the sign-in flow: the app coordinator, once there is one.
    public weak var flows: (any SignInFlows<Screen>)?

    /// Creates the builder of `driver`'s screens.
    public init(dependencies: BrowserDependencies, driver: Driver) {
        self.dependencies = dependencies
        self.driver = driver
    }

    /// The screens routers lead to: a repository's detail, and the sign-in screen and the user's
    /// repositories when the app has an Account screen.
    public var screens: BrowserScreens<Screen> {
        var signIn: (@MainActor () -> Screen)?
        if let account = dependencies.accountScreen(closesAfterSignIn: true) {
            signIn = { self.account(account) }
        }
        var userRepositories: (@MainActor () -> Screen)?
        if let repositories = dependencies.userRepositoriesScreen {
            userRepositories = { self.repositoryList(repositories) }
        }
        return BrowserScreens(
            repositoryDetail: { id in self.repositoryDetail(id: id) }, signIn: signIn, userRepositories: userRepositories,
            serviceUnavailable: { retryAfter in self.serviceUnavailable(retryAfter: retryAfter) }
        )
    }

    /// A router whose transitions start from `transitioner`: what a screen hands its presenter.
    public func router(from transitioner: any Transitioner<Screen>) -> BrowserRouter<Screen> {
        BrowserRouter(transitioner: transitioner, screens: screens, tabs: tabs, flows: flows)
    }

    /// The Search tab's screen.
    public func search() -> Screen {
        driver.search { parts in
            SearchScreen<SearchPresenter, AlertClient<FetchRepositoriesErrorAction>>(
                display: parts.display, rows: parts.rows, host: parts.host, router: self.router(from: parts.transitioner),
                dependencies: self.dependencies.search
            )
        }
    }

    /// The Favourites tab's screen.
    public func favourites() -> Screen {
        driver.favourites { parts in
            FavouritesScreen<FavouritesPresenter, AlertClient<SaveFavouriteErrorAction>>(
                display: parts.display, rows: parts.rows, host: parts.host, router: self.router(from: parts.transitioner),
                dependencies: self.dependencies.favourites
            )
        }
    }

    /// The detail screen of `id`.
    public func repositoryDetail(id: RepositoryID) -> Screen {
        driver.repositoryDetail(title: id.fullName) { parts in
            RepositoryDetailScreen<
                RepositoryDetailPresenter, AlertClient<LoadRepositoryErrorAction>, AlertClient<SaveFavouriteErrorAction>
            >(
                display: parts.display, host: parts.host, router: self.router(from: parts.transitioner),
                dependencies: self.dependencies.repositoryDetail(id)
            )
        }
    }

    /// The Public tab's screen, or `nil` when the app has no Public tab.
    public func publicRepositories() -> Screen? {
        dependencies.publicRepositoriesScreen.map(repositoryList)
    }

    /// The screen of the signed-in user's repositories (the Public tab's screen with its own loader
    /// and texts), or `nil` when the app has none.
    public func userRepositories() -> Screen? {
        dependencies.userRepositoriesScreen.map(repositoryList)
    }

    /// The Account screen — the tab (`closesAfterSignIn: false`) or the sign-in screen presented
    /// over another one — or `nil` when the app has no sign-in.
    public func account(closesAfterSignIn: Bool) -> Screen? {
        dependencies.accountScreen(closesAfterSignIn: closesAfterSignIn).map(account)
    }

    /// The app coordinator over `shell` — the tab bar filled with ``rootScreen(of:)`` — which opens
    /// `link` (or the launch it is started with), alerting on `alerts` when it cannot; the shell
    /// and the coordinator become the routers' tab switcher and sign-in flows.
    public func coordinator(on shell: some BrowserShell<Screen>, alerts: some AlertPresenting, link: String? = nil) -> AppCoordinator<Screen> {
        let coordinator = AppCoordinator(
            shell: shell, screens: screens, launchErrorAlert: AlertClient<LaunchErrorAction>(viewController: alerts), link: link,
            sessionChanges: dependencies.sessionChanges, launchPaths: dependencies.launchPaths
        )
        tabs = shell
        flows = coordinator
        dependencies.failures.showServiceUnavailable = { [weak coordinator] in coordinator?.showServiceUnavailable(retryAfter: $0) }
        return coordinator
    }

    /// "GitHub is unavailable", for a 503 that asked to be tried again after `retryAfter`: the
    /// screen every architecture shares (no presenter: it has nothing to decide), popping itself.
    public func serviceUnavailable(retryAfter: Date?) -> Screen {
        driver.serviceUnavailable { [timeZone = dependencies.timeZone] parts in
            ServiceUnavailableScreen(retryAfter: retryAfter, timeZone: timeZone, display: parts.display) { [weak transitioner = parts.transitioner] in
                transitioner?.pop(animated: true)
            }
        }
    }

    /// The root screen of `tab`, or `nil` when the app cannot build that tab.
    public func rootScreen(of tab: BrowserTab) -> Screen? {
        switch tab {
        case .search: search()
        case .favourites: favourites()
        case .publicRepositories: publicRepositories()
        case .account: account(closesAfterSignIn: false)
        }
    }

    /// A repository list built with `dependencies` (the Public tab's, or the user's repositories').
    public func repositoryList(_ dependencies: RepositoryListDependencies) -> Screen {
        driver.repositoryList(title: dependencies.texts.title) { parts in
            RepositoryListScreen<RepositoryListPresenter, AlertClient<FetchRepositoryListErrorAction>>(
                display: parts.display, rows: parts.rows, host: parts.host, router: self.router(from: parts.transitioner), dependencies: dependencies
            )
        }
    }

    /// An Account screen built with `dependencies`.
    public func account(_ dependencies: AccountDependencies) -> Screen {
        driver.account { parts in
            AccountScreen<AccountPresenter, AlertClient<SignInErrorAction>, AlertClient<RetryOrCancel>>(
                display: parts.display, host: parts.host, router: self.router(from: parts.transitioner), dependencies: dependencies
            )
        }
    }
}
