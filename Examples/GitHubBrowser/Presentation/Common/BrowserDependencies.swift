import StrataNavigation

/// Everything the browser's screens are built with, as plain values: the composition root fills it
/// in once, and a driver's screen builder hands each screen its part.
public struct BrowserDependencies {
    /// The use cases of the Search, Favourites and detail screens.
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
        searchDebounce: Duration = SearchDependencies.standardDebounce,
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
