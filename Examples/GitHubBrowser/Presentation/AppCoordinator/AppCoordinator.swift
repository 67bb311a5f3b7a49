import Foundation
import GitHubBrowserDomain
import StrataAlert
import StrataNavigation
import StrataTerminal

/// The application coordinator: owns the tab bar (each tab in a navigation controller) and opens
/// launch routes — a normal launch shows the first tab, `strata://repos/OWNER/NAME` the detail of
/// that repository, `strata://search?q=TEXT` the Search tab with the text searched; a link it
/// cannot open leaves the app on its first tab with an alert that says what was wrong.
///
/// ```swift
/// let coordinator = AppCoordinator(useCases: useCases, tabs: [.search, .favourites], link: link)
/// coordinator.start()
/// try await Application.run(root: coordinator.rootViewController)
/// ```
@MainActor
public final class AppCoordinator<Catalog: RepositoryCatalog, Favourites: FavouritesStore>: Coordinator {
    /// The root screen: the tab bar.
    public let tabBarController: TabBarController
    private let useCases: BrowserUseCases<Catalog, Favourites>
    private let link: String?
    private let searchScreen: (AnyViewController & SearchLaunching)?
    private let searchNavigation: NavigationController?
    private lazy var launchErrorAlert = AlertClient<LaunchErrorAction>(presenter: tabBarController)

    /// Creates the coordinator and its tabs.
    ///
    /// - Parameters:
    ///   - useCases: The use cases every screen shares.
    ///   - tabs: The tabs, in order (at most nine are reachable by number keys).
    ///   - link: The deep link the app was launched with, or `nil` for a normal launch.
    ///   - searchDebounce: The pause after a keystroke before the Search tab searches.
    public init(
        useCases: BrowserUseCases<Catalog, Favourites>,
        tabs: [AppTab] = [.search, .favourites],
        link: String? = nil,
        searchDebounce: Duration = .milliseconds(250)
    ) {
        self.useCases = useCases
        self.link = link
        var searchScreen: (AnyViewController & SearchLaunching)?
        var searchNavigation: NavigationController?
        var controllers: [AnyViewController] = []
        for tab in tabs {
            switch tab {
            case .search:
                let screen = SearchBuilder.build(useCases: useCases, debounce: searchDebounce)
                let navigation = NavigationController(rootViewController: screen)
                if searchScreen == nil {
                    searchScreen = screen
                    searchNavigation = navigation
                }
                controllers.append(navigation)
            case .favourites:
                controllers.append(NavigationController(rootViewController: FavouritesBuilder.build(useCases: useCases)))
            case .screen(let screen):
                controllers.append(screen as? NavigationController ?? NavigationController(rootViewController: screen))
            }
        }
        self.searchScreen = searchScreen
        self.searchNavigation = searchNavigation
        tabBarController = TabBarController(viewControllers: controllers)
        super.init()
    }

    /// The screen to run: the tab bar.
    public var rootViewController: AnyViewController { tabBarController }

    /// Opens the launch route: the link given at init, or the first tab.
    public override func start() {
        guard let link else { return open(.home) }
        guard let url = URL(string: link, encodingInvalidCharacters: false), url.scheme != nil else {
            return showLaunchError(link: link, problem: DeepLinkError.malformedURL(link).description)
        }
        do {
            open(try AppRoute.resolver().resolve(.urlScheme(url)))
        } catch {
            showLaunchError(link: link, problem: Self.describe(error))
        }
    }

    /// Shows `route`.
    public func open(_ route: AppRoute) {
        switch route {
        case .home:
            tabBarController.select(index: 0)
        case .repository(let id):
            guard let navigation = showSearchTab() else { return }
            navigation.popToRootViewController(animated: false)
            navigation.pushViewController(RepositoryDetailBuilder.build(id: id, useCases: useCases), animated: false)
        case .search(let text):
            guard let navigation = showSearchTab() else { return }
            navigation.popToRootViewController(animated: false)
            searchScreen?.search(for: text)
        }
    }

    private func showSearchTab() -> NavigationController? {
        guard let searchNavigation,
              let index = tabBarController.viewControllers.firstIndex(where: { $0 === searchNavigation })
        else { return nil }
        tabBarController.select(index: index)
        return searchNavigation
    }

    private func showLaunchError(link: String, problem: String) {
        open(.home)
        launchErrorAlert.show(strategy: AlertStrategy(link: link, problem: problem))
    }

    private static func describe(_ error: any Error) -> String {
        switch error {
        case LaunchRouteError.deepLink(let linkError): linkError.description
        case let error as CustomStringConvertible: error.description
        default: String(describing: error)
        }
    }
}
