import GitHubBrowserDomain
import GitHubBrowserNavigation
import GitHubBrowserPresentation
import GitHubBrowserTerminalViews
import GitHubBrowserVocabulary
import StrataAlert
import StrataTerminal

/// Builds every screen of the browser on the terminal, each with its presenter, from one
/// `BrowserDependencies` value — the one place that knows which view controller, presenter and
/// alert clients make up a screen.
///
/// Routers reach it through ``screens`` (the `BrowserScreens` a `BrowserRouter` builds the next
/// screen with), and each screen makes its router with ``router(from:)``:
///
/// ```swift
/// let builder = BrowserScreenBuilder(dependencies: dependencies)
/// let search = builder.search()
/// let detail = builder.repositoryDetail(id: RepositoryID(owner: "apple", name: "swift"))
/// ```
///
/// Screens hold their builder; it holds no screen (only the tab switcher, weakly), so nothing
/// forms a cycle.
@MainActor
public final class BrowserScreenBuilder {
    /// What the screens are built with.
    public let dependencies: BrowserDependencies
    /// The tab bar's shell, once there is one: routers switch tabs through it.
    public weak var tabs: (any BrowserTabSwitching)?
    /// Where routers start and end the sign-in flow: the app coordinator, once there is one.
    public weak var flows: (any SignInFlows<BaseViewController>)?

    /// Creates the builder.
    public init(dependencies: BrowserDependencies) {
        self.dependencies = dependencies
    }

    /// The screens routers lead to: a repository's detail, and the sign-in screen when the app has
    /// an Account screen.
    public var screens: BrowserScreens<BaseViewController> {
        var signIn: (@MainActor () -> BaseViewController)?
        if let account = dependencies.accountScreen(closesAfterSignIn: true) {
            signIn = { AccountViewController<AccountPresenter>(dependencies: account, builder: self) }
        }
        var userRepositories: (@MainActor () -> BaseViewController)?
        if let repositories = dependencies.userRepositoriesScreen {
            userRepositories = { PublicRepositoriesViewController<PublicRepositoriesPresenter>(dependencies: repositories, builder: self) }
        }
        return BrowserScreens(repositoryDetail: { id in self.repositoryDetail(id: id) }, signIn: signIn, userRepositories: userRepositories)
    }

    /// A router whose transitions start from `screen`: what a view controller hands its presenter.
    public func router(from screen: BaseViewController) -> BrowserRouter<BaseViewController> {
        BrowserRouter(transitioner: screen, screens: screens, tabs: tabs, flows: flows)
    }

    /// The Search tab's screen.
    public func search() -> BaseViewController & SearchLaunching {
        SearchViewController<SearchPresenter, AlertClient<FetchRepositoriesErrorAction>>(
            dependencies: dependencies.search,
            builder: self
        )
    }

    /// The Favourites tab's screen.
    public func favourites() -> BaseViewController {
        FavouritesViewController<FavouritesPresenter>(dependencies: dependencies.favourites, builder: self)
    }

    /// The detail screen of `id`.
    public func repositoryDetail(id: RepositoryID) -> BaseViewController {
        RepositoryDetailViewController<RepositoryDetailPresenter>(
            dependencies: dependencies.repositoryDetail(id),
            builder: self
        )
    }

    /// The Public tab's screen, or `nil` when the app has no Public tab.
    public func publicRepositories() -> BaseViewController? {
        guard let publicRepositories = dependencies.publicRepositoriesScreen else { return nil }
        return PublicRepositoriesViewController<PublicRepositoriesPresenter>(dependencies: publicRepositories, builder: self)
    }

    /// The screen of the signed-in user's repositories (the Public tab's screen with its own
    /// loader and texts), or `nil` when the app has none.
    public func userRepositories() -> BaseViewController? {
        guard let userRepositories = dependencies.userRepositoriesScreen else { return nil }
        return PublicRepositoriesViewController<PublicRepositoriesPresenter>(dependencies: userRepositories, builder: self)
    }

    /// The Account screen — the tab (`closesAfterSignIn: false`) or the sign-in screen presented
    /// over another one — or `nil` when the app has no sign-in.
    public func account(closesAfterSignIn: Bool) -> BaseViewController? {
        dependencies.accountScreen(closesAfterSignIn: closesAfterSignIn).map { AccountViewController<AccountPresenter>(dependencies: $0, builder: self) }
    }

    /// The root screen of `tab`, or `nil` when the app cannot build that tab.
    public func rootScreen(of tab: BrowserTab) -> BaseViewController? {
        switch tab {
        case .search: search()
        case .favourites: favourites()
        case .publicRepositories: publicRepositories()
        case .account: account(closesAfterSignIn: false)
        }
    }
}
