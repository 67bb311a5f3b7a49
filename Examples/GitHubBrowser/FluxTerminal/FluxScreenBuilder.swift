import Foundation
import GitHubBrowserDomain
import GitHubBrowserFlux
import GitHubBrowserNavigation
import GitHubBrowserVocabulary
import StrataNavigation
import StrataTerminal

/// Builds every screen of the Flux app on the terminal: each view controller over its view model,
/// on top of its feature's container. Screens route through the articles' `BrowserRouter`, which
/// they make with ``router(from:)``: navigation is not the stores' business in Flux.
@MainActor
public final class FluxScreenBuilder {
    /// The app's features.
    public let app: FluxBrowser
    /// How the app was launched, shown on the Account tab; `nil` when the app does not count it.
    public let launchPaths: LaunchPathRecorder?
    /// Where the offline catalog comes from and how old it is; `nil` for a live source.
    public let catalogNote: String?
    /// The time zone of the dates the screens show.
    public let timeZone: TimeZone
    /// The tab bar, once there is one: routers switch tabs through it.
    public weak var tabs: (any BrowserTabSwitching)?
    /// The app coordinator, once there is one: routers start and end the sign-in flow through it.
    public weak var flows: (any SignInFlows<BaseViewController>)?

    /// Creates the builder of `app`'s screens.
    public init(app: FluxBrowser, launchPaths: LaunchPathRecorder? = nil, catalogNote: String? = nil, timeZone: TimeZone = .current) {
        self.app = app
        self.launchPaths = launchPaths
        self.catalogNote = catalogNote
        self.timeZone = timeZone
    }

    /// The screens routers lead to: a repository's detail, the sign-in sheet and "Your
    /// repositories", when the app has them.
    public var screens: BrowserScreens<BaseViewController> {
        var signIn: (@MainActor () -> BaseViewController)?
        if let account = app.account {
            signIn = { self.accountScreen(account, isSheet: true) }
        }
        var userRepositories: (@MainActor () -> BaseViewController)?
        if let makeList = app.userRepositories {
            userRepositories = { self.listScreen(makeList(), canSignIn: false) }
        }
        return BrowserScreens(repositoryDetail: { id in self.detail(of: id) }, signIn: signIn, userRepositories: userRepositories)
    }

    /// A router whose transitions start from `screen`.
    public func router(from screen: BaseViewController) -> BrowserRouter<BaseViewController> {
        BrowserRouter(transitioner: screen, screens: screens, tabs: tabs, flows: flows)
    }

    /// The root screen of `tab`, or `nil` when the app cannot build that tab.
    public func rootScreen(of tab: BrowserTab) -> BaseViewController? {
        switch tab {
        case .search:
            SearchViewController(
                viewModel: SearchViewModel(search: app.search, favourites: app.favourites, now: app.environment.now),
                builder: self, catalogNote: catalogNote, timeZone: timeZone
            )
        case .favourites:
            FavouritesViewController(viewModel: FavouritesViewModel(favourites: app.favourites), builder: self)
        case .publicRepositories:
            app.publicRepositories.map { listScreen($0, canSignIn: app.account != nil) }
        case .account:
            app.account.map { accountScreen($0, isSheet: false) }
        }
    }

    /// The detail screen of `id`, over a container of its own.
    public func detail(of id: RepositoryID) -> BaseViewController {
        DetailViewController(viewModel: DetailViewModel(detail: app.detail(id), favourites: app.favourites), builder: self)
    }

    private func accountScreen(_ account: AccountContainer, isSheet: Bool) -> BaseViewController {
        AccountViewController(
            viewModel: AccountViewModel(account: account), builder: self, isSheet: isSheet,
            canShowUserRepositories: app.userRepositories != nil && !isSheet, launchPaths: isSheet ? nil : launchPaths, timeZone: timeZone
        )
    }

    private func listScreen(_ list: RepositoryListContainer, canSignIn: Bool) -> BaseViewController {
        RepositoryListViewController(
            viewModel: RepositoryListViewModel(list: list, now: app.environment.now), builder: self, canSignIn: canSignIn, timeZone: timeZone
        )
    }
}
