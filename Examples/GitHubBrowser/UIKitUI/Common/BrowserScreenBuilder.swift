#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserDomain
import GitHubBrowserPresentation
import StrataAlert
import StrataUIKit
import GitHubBrowserNavigation
import GitHubBrowserUIKitViews
import GitHubBrowserVocabulary

/// Builds the browser's UIKit screens, each with its presenter, from one `BrowserDependencies`
/// value — the one place that knows which view controller, presenter and alert clients make up a
/// screen. Routers reach it through `screens`; each screen makes its router with
/// `router(from:)`. The screens are the terminal's: Search, Favourites, Public, Account, the
/// detail, and the signed-in user's repositories.
@MainActor
public final class BrowserScreenBuilder {
    /// What the screens are built with.
    public let dependencies: BrowserDependencies
    /// The tab bar's shell, once there is one: routers switch tabs through it.
    public weak var tabs: (any BrowserTabSwitching)?
    /// Where routers start and end the sign-in flow: the app coordinator, once there is one.
    public weak var flows: (any SignInFlows<UIViewController>)?

    /// Creates the builder.
    public init(dependencies: BrowserDependencies) {
        self.dependencies = dependencies
    }

    /// The screens routers lead to: a repository's detail, and the sign-in screen and the user's
    /// repositories when the app has an Account screen.
    public var screens: BrowserScreens<UIViewController> {
        var signIn: (@MainActor () -> UIViewController)?
        if let account = dependencies.accountScreen(closesAfterSignIn: true) {
            signIn = { AccountViewController<AccountPresenter>(dependencies: account, builder: self) }
        }
        var userRepositories: (@MainActor () -> UIViewController)?
        if let repositories = dependencies.userRepositoriesScreen {
            userRepositories = { PublicRepositoriesViewController<PublicRepositoriesPresenter>(dependencies: repositories, builder: self) }
        }
        return BrowserScreens(repositoryDetail: { id in self.repositoryDetail(id: id) }, signIn: signIn, userRepositories: userRepositories)
    }

    /// A router whose transitions start from `screen`: what a view controller hands its presenter.
    public func router<RootView>(from screen: ViewController<RootView>) -> BrowserRouter<UIViewController> {
        BrowserRouter(transitioner: screen.transitioner, screens: screens, tabs: tabs, flows: flows)
    }

    /// The Search tab's screen.
    public func search() -> UIViewController & SearchLaunching {
        SearchViewController<SearchPresenter, AlertClient<FetchRepositoriesErrorAction>>(dependencies: dependencies.search, builder: self)
    }

    /// The Favourites tab's screen.
    public func favourites() -> UIViewController {
        FavouritesViewController<FavouritesPresenter>(dependencies: dependencies.favourites, builder: self)
    }

    /// The detail screen of `id`.
    public func repositoryDetail(id: RepositoryID) -> UIViewController {
        RepositoryDetailViewController<RepositoryDetailPresenter>(
            dependencies: dependencies.repositoryDetail(id),
            builder: self
        )
    }

    /// The Public tab's screen, or `nil` when the app has no Public tab.
    public func publicRepositories() -> UIViewController? {
        dependencies.publicRepositoriesScreen.map { PublicRepositoriesViewController<PublicRepositoriesPresenter>(dependencies: $0, builder: self) }
    }

    /// The screen of the signed-in user's repositories (the Public tab's screen with its own loader
    /// and texts), or `nil` when the app has none.
    public func userRepositories() -> UIViewController? {
        dependencies.userRepositoriesScreen.map { PublicRepositoriesViewController<PublicRepositoriesPresenter>(dependencies: $0, builder: self) }
    }

    /// The Account screen — the tab (`closesAfterSignIn: false`) or the sign-in screen presented
    /// over another one — or `nil` when the app has no sign-in.
    public func account(closesAfterSignIn: Bool) -> UIViewController? {
        dependencies.accountScreen(closesAfterSignIn: closesAfterSignIn).map { AccountViewController<AccountPresenter>(dependencies: $0, builder: self) }
    }

    /// The root screen of `tab`, or `nil` when the app cannot build that tab.
    public func rootScreen(of tab: BrowserTab) -> UIViewController? {
        switch tab {
        case .search: search()
        case .favourites: favourites()
        case .publicRepositories: publicRepositories()
        case .account: account(closesAfterSignIn: false)
        }
    }
}
#endif
