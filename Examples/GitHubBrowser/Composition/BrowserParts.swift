import Foundation
import GitHubBrowserApplication
import GitHubBrowserFeatures
import GitHubBrowserVocabulary

/// What every architecture's screens run on, made once by the composition root: the use cases over
/// the sources a launch chose, and the shared values. Each architecture takes it in its own shape —
/// the MVP app as per-screen dependencies, the Flux and Redux apps as a `BrowserEnvironment`.
struct BrowserParts {
    /// Search, detail and favourites.
    var useCases: BrowserUseCases
    /// The pause after a keystroke before the Search tab searches.
    var searchDebounce: Duration
    /// The Public tab's list.
    var publicRepositories: any ListRepositoriesUseCase
    /// "Your repositories".
    var userRepositories: any ListRepositoriesUseCase
    /// Signing in, signing out, and who is signed in.
    var signIn: any SignInUseCase
    var signOut: any SignOutUseCase
    var showAccount: any ShowAccountUseCase
    /// The catalog shipped with the app, when that is what the Search tab searches.
    var builtInCatalog: BuiltInCatalog?

    /// The parts as the Flux app's action creators and the Redux app's thunks take them.
    var environment: BrowserEnvironment {
        BrowserEnvironment(
            searchRepositories: useCases.searchRepositories,
            showRepositoryDetail: useCases.showRepositoryDetail,
            toggleFavourite: useCases.toggleFavourite,
            observeFavourites: useCases.observeFavourites,
            publicRepositories: publicRepositories,
            userRepositories: userRepositories,
            session: SessionUseCases(signIn: signIn, signOut: signOut, showAccount: showAccount),
            debounce: searchDebounce
        )
    }
}
