import Foundation
import GitHubBrowserApplication
import GitHubBrowserDomain
import StrataTerminal

/// Builds the Public tab: a list of the source's public repositories with the request states of the
/// book's Redux chapter (first load, refresh with `r`, implicit reload when the tab is revisited
/// after a while, load more at the end; empty, failure and server-error looks).
///
/// The app shell calls it once and puts the result in its tab bar, inside a navigation controller
/// so that opening a repository can push its detail screen:
///
/// ```swift
/// let publicTab = NavigationController(rootViewController: PublicRepositoriesBuilder.build(
///     listPublicRepositories: ListPublicRepositories(catalog: catalog),
///     repositoryScreen: { repository in RepositoryDetailBuilder.build(repository, …) },
///     signInScreen: { AccountBuilder.build(…) }
/// ))
/// ```
public enum PublicRepositoriesBuilder {
    /// The Public tab's screen.
    ///
    /// - Parameters:
    ///   - listPublicRepositories: The use case that fetches pages.
    ///   - repositoryScreen: Builds the screen pushed when the user opens a repository.
    ///   - signInScreen: Builds the screen presented by the "Sign in" button of failure alerts
    ///     (unauthorized, rate limited); `nil` to offer no such button.
    ///   - reloadInterval: How old, in seconds, the list may get before revisiting the tab reloads
    ///     it; five minutes by default.
    ///   - now: The clock; the system clock by default.
    @MainActor
    public static func build<Catalog: RepositoryCatalog>(
        listPublicRepositories: ListPublicRepositories<Catalog>,
        repositoryScreen: @escaping @MainActor (Repository) -> AnyViewController,
        signInScreen: (@MainActor () -> AnyViewController)? = nil,
        reloadInterval: TimeInterval = 5 * 60,
        now: @escaping @Sendable () -> Date = { Date() }
    ) -> AnyViewController {
        PublicRepositoriesViewController<PublicRepositoriesPresenter<AnyViewController>>(
            dependencies: PublicRepositoriesDependencies(
                loader: PublicRepositoriesLoader(listPublicRepositories),
                now: now,
                reloadInterval: reloadInterval,
                repositoryScreen: repositoryScreen,
                signInScreen: signInScreen
            )
        )
    }
}
