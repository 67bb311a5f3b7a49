#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import Foundation
import GitHubBrowserDomain
import GitHubBrowserFlux
import GitHubBrowserNavigation
import GitHubBrowserVocabulary
import StrataNavigation
import StrataUIKit

/// Builds every screen of the Flux app on UIKit: each view controller over its view model, on top
/// of its feature's container — the same containers as the terminal's `FluxScreenBuilder`. Screens
/// route through the articles' `BrowserRouter`, which they make with ``router(from:)``: navigation
/// is not the stores' business in Flux.
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
    public weak var flows: (any SignInFlows<UIViewController>)?

    /// Creates the builder of `app`'s screens.
    public init(app: FluxBrowser, launchPaths: LaunchPathRecorder? = nil, catalogNote: String? = nil, timeZone: TimeZone = .current) {
        self.app = app
        self.launchPaths = launchPaths
        self.catalogNote = catalogNote
        self.timeZone = timeZone
    }

    /// The screens routers lead to: a repository's detail, the sign-in sheet and "Your
    /// repositories", when the app has them.
    public var screens: BrowserScreens<UIViewController> {
        var signIn: (@MainActor () -> UIViewController)?
        if let account = app.account {
            signIn = { self.accountScreen(account, isSheet: true) }
        }
        var userRepositories: (@MainActor () -> UIViewController)?
        if let makeList = app.userRepositories {
            userRepositories = { self.listScreen(makeList(), canSignIn: false) }
        }
        return BrowserScreens(repositoryDetail: { id in self.detail(of: id) }, signIn: signIn, userRepositories: userRepositories)
    }

    /// A router whose transitions start from `screen`.
    public func router<RootView>(from screen: ViewController<RootView>) -> BrowserRouter<UIViewController> {
        BrowserRouter(transitioner: screen.transitioner, screens: screens, tabs: tabs, flows: flows)
    }

    /// The root screen of `tab`, or `nil` when the app cannot build that tab.
    public func rootScreen(of tab: BrowserTab) -> UIViewController? {
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
    public func detail(of id: RepositoryID) -> UIViewController {
        DetailViewController(viewModel: DetailViewModel(detail: app.detail(id), favourites: app.favourites), builder: self)
    }

    private func accountScreen(_ account: AccountContainer, isSheet: Bool) -> UIViewController {
        AccountViewController(
            viewModel: AccountViewModel(account: account), builder: self, isSheet: isSheet,
            canShowUserRepositories: app.userRepositories != nil && !isSheet, launchPaths: isSheet ? nil : launchPaths, timeZone: timeZone
        )
    }

    private func listScreen(_ list: RepositoryListContainer, canSignIn: Bool) -> UIViewController {
        RepositoryListViewController(
            viewModel: RepositoryListViewModel(list: list, now: app.environment.now), builder: self, canSignIn: canSignIn, timeZone: timeZone
        )
    }
}
#endif
