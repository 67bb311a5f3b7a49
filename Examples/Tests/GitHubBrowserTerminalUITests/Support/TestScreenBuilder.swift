import Foundation
import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserNavigation
import GitHubBrowserPresentation
import GitHubBrowserTerminalUI
import GitHubBrowserTerminalViews
import GitHubBrowserTestSupport
import GitHubBrowserVocabulary

/// The terminal screen builder over in-memory sources, as the app's composition root builds it over
/// real ones: Search, Favourites and details over `catalog` and `favourites`; the Public tab over
/// `catalog` (`publicPageSize` at a time) when asked; the Account screen when `account` is given;
/// READMEs from `readmes` (none given: the offline source, which has no READMEs).
@MainActor
func makeScreenBuilder(
    catalog: some RepositoryCatalog = InMemoryCatalog(),
    favourites: InMemoryFavourites = InMemoryFavourites(),
    pageSize: Int = PageRequest.defaultSize,
    publicPageSize: Int? = nil,
    account: AccountDependencies? = nil,
    searchDebounce: Duration = .zero,
    readmes: InMemoryReadmes? = nil
) -> BrowserScreenBuilder<TerminalDriver> {
    let environment = BrowserEnvironment(
        useCases: BrowserUseCases(catalog: catalog, favourites: favourites, pageSize: pageSize, readmes: readmes),
        publicRepositories: publicPageSize.map { ListPublicRepositories(catalog: catalog, pageSize: $0) },
        session: account.map { SessionUseCases(signIn: $0.signIn, signOut: $0.signOut, showAccount: $0.showAccount) },
        debounce: searchDebounce
    )
    var dependencies = BrowserDependencies(environment: environment)
    if let account {
        dependencies.onSignedIn = account.onSignedIn
        dependencies.onSignedOut = account.onSignedOut
    }
    return BrowserScreenBuilder(dependencies: dependencies, driver: TerminalDriver())
}

/// The Account screen's dependencies over the real use cases.
func accountDependencies(
    source: some AccountSource,
    sessions: some SessionStore,
    onSignedIn: @escaping @MainActor (Account) -> Void = { _ in },
    onSignedOut: @escaping @MainActor () -> Void = {}
) -> AccountDependencies {
    AccountDependencies(
        signIn: SignIn(source: source, sessions: sessions),
        signOut: SignOut(sessions: sessions),
        showAccount: ShowAccount(sessions: sessions),
        onSignedIn: onSignedIn,
        onSignedOut: onSignedOut
    )
}
