import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserNavigation
import GitHubBrowserVocabulary
import StrataNavigation

/// Everything the browser's screens are built with, as plain values: the composition root fills it
/// in once, and a driver's screen builder hands each screen its part (``search``, ``favourites``,
/// ``repositoryDetail(_:)``, ``publicRepositoriesScreen``, ``accountScreen(closesAfterSignIn:)``).
///
/// Each part gives its presenter the use cases it needs as input ports (`any SearchRepositoriesUseCase`,
/// …), never the concrete use cases: a presenter depends on what it asks for, not on who answers.
public struct BrowserDependencies {
    /// The use cases of the Search, Favourites and detail screens, over one catalog and one
    /// favourites store.
    public var useCases: BrowserUseCases
    /// The pause after a keystroke before the Search tab searches.
    public var searchDebounce: Duration
    /// What the Public tab needs; `nil` for an app without it.
    public var publicRepositories: PublicRepositoriesDependencies?
    /// What the Account screen needs (its `closesAfterSignIn` is set per screen); `nil` for an app
    /// without sign-in.
    public var account: AccountDependencies?
    /// What the screen of the signed-in user's repositories needs (its texts are set per screen);
    /// `nil` for an app without it.
    public var userRepositories: PublicRepositoriesDependencies?
    /// Sign-outs, which every screen holding the user's data observes.
    public var sessionChanges: SessionChanges
    /// The catalog shipped with the app, when the Search tab searches it (the offline source);
    /// the tab says how old it is. `nil` for a live source.
    public var builtInCatalog: BuiltInCatalog?
    /// Counts how the app was launched: the app coordinator records every launch, and the Account
    /// screen shows the counts; `nil` when the app does not measure it.
    public var launchPaths: LaunchPathRecorder?

    /// Creates the dependencies.
    public init(
        useCases: BrowserUseCases,
        searchDebounce: Duration = BrowserDefaults.searchDebounce,
        publicRepositories: PublicRepositoriesDependencies? = nil,
        account: AccountDependencies? = nil,
        userRepositories: PublicRepositoriesDependencies? = nil,
        sessionChanges: SessionChanges = SessionChanges(),
        launchPaths: LaunchPathRecorder? = nil,
        builtInCatalog: BuiltInCatalog? = nil
    ) {
        self.useCases = useCases
        self.searchDebounce = searchDebounce
        self.publicRepositories = publicRepositories
        self.account = account
        self.userRepositories = userRepositories
        self.sessionChanges = sessionChanges
        self.launchPaths = launchPaths
        self.builtInCatalog = builtInCatalog
    }
}

extension BrowserDependencies {
    /// What the Search screen is built with: its use cases, the debounce, the sign-outs that
    /// clear its results, and the built-in catalog it names.
    public var search: SearchDependencies {
        SearchDependencies(
            searchRepositories: useCases.searchRepositories,
            observeFavourites: useCases.observeFavourites,
            toggleFavourite: useCases.toggleFavourite,
            debounce: searchDebounce,
            sessionChanges: sessionChanges,
            builtInCatalog: builtInCatalog
        )
    }

    /// What the Favourites tab is built with: its use cases.
    public var favourites: FavouritesDependencies {
        FavouritesDependencies(observeFavourites: useCases.observeFavourites, toggleFavourite: useCases.toggleFavourite)
    }

    /// What the detail screen of `id` is built with: its use cases and the repository.
    public func repositoryDetail(_ id: RepositoryID) -> RepositoryDetailDependencies {
        RepositoryDetailDependencies(
            showRepositoryDetail: useCases.showRepositoryDetail,
            observeFavourites: useCases.observeFavourites,
            toggleFavourite: useCases.toggleFavourite,
            id: id
        )
    }

    /// What the Public tab is built with, observing sign-outs; `nil` for an app without it.
    public var publicRepositoriesScreen: PublicRepositoriesDependencies? {
        guard var dependencies = publicRepositories else { return nil }
        dependencies.sessionChanges = sessionChanges
        return dependencies
    }

    /// What the screen of the signed-in user's repositories is built with: its texts, and the
    /// sign-outs that reset it; `nil` for an app without it.
    public var userRepositoriesScreen: PublicRepositoriesDependencies? {
        guard var dependencies = userRepositories else { return nil }
        dependencies.sessionChanges = sessionChanges
        dependencies.texts = .userRepositories
        return dependencies
    }

    /// What an Account screen is built with: it reports sign-outs to ``sessionChanges`` (after the
    /// app's own `onSignedOut`), closes itself after signing in when `closesAfterSignIn`, and shows
    /// ``launchPaths``; `nil` for an app without sign-in.
    public func accountScreen(closesAfterSignIn: Bool) -> AccountDependencies? {
        guard var dependencies = account else { return nil }
        let onSignedOut = dependencies.onSignedOut
        let sessionChanges = sessionChanges
        dependencies.onSignedOut = {
            onSignedOut()
            sessionChanges.signedOut()
        }
        dependencies.closesAfterSignIn = closesAfterSignIn
        dependencies.launchPaths = launchPaths
        return dependencies
    }
}
