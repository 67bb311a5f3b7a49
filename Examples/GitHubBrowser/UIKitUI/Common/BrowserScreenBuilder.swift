#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserDomain
import GitHubBrowserPresentation
import StrataAlert
import StrataUIKit

/// Builds the browser's UIKit screens, each with its presenter, from one `BrowserDependencies`
/// value — the one place that knows which view controller, presenter and alert clients make up a
/// screen. Routers reach it through `screens`; each screen makes its router with
/// `router(from:)`. On UIKit the browser has the Search and Favourites tabs and the detail screen.
@MainActor
public final class BrowserScreenBuilder {
    /// What the screens are built with.
    public let dependencies: BrowserDependencies
    /// The tab bar's shell, once there is one: routers switch tabs through it.
    public weak var tabs: (any BrowserTabSwitching)?

    /// Creates the builder.
    public init(dependencies: BrowserDependencies) {
        self.dependencies = dependencies
    }

    /// The screens routers lead to: a repository's detail.
    public var screens: BrowserScreens<UIViewController> {
        BrowserScreens(repositoryDetail: { id in self.repositoryDetail(id: id) })
    }

    /// A router whose transitions start from `screen`: what a view controller hands its presenter.
    public func router<RootView>(from screen: ViewController<RootView>) -> BrowserRouter<UIViewController> {
        BrowserRouter(transitioner: screen.transitioner, screens: screens, tabs: tabs)
    }

    /// The Search tab's screen.
    public func search() -> UIViewController & SearchLaunching {
        SearchViewController<SearchPresenter, AlertClient<FetchRepositoriesErrorAction>>(dependencies: dependencies.search, builder: self)
    }

    /// The Favourites tab's screen.
    public func favourites() -> UIViewController {
        FavouritesViewController<FavouritesPresenter>(dependencies: FavouritesDependencies(useCases: dependencies.useCases), builder: self)
    }

    /// The detail screen of `id`.
    public func repositoryDetail(id: RepositoryID) -> UIViewController {
        RepositoryDetailViewController<RepositoryDetailPresenter>(
            dependencies: RepositoryDetailDependencies(useCases: dependencies.useCases, id: id),
            builder: self
        )
    }
}
