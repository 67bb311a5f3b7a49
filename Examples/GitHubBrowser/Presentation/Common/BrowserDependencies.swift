import Foundation
import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserNavigation
import GitHubBrowserVocabulary
import StrataNavigation

/// What the MVP app's screens are built with: the `BrowserEnvironment` every architecture shares,
/// and what only this app's screens need on top of it (the sign-outs they observe, the launch
/// counts, the Account screen's hooks, the time zone of their messages). A driver's screen builder
/// hands each screen its part (``search``, ``favourites``, ``repositoryDetail(_:)``,
/// ``publicRepositoriesScreen``, ``userRepositoriesScreen``, ``accountScreen(closesAfterSignIn:)``).
///
/// Each part gives its presenter the use cases it needs as input ports (`any SearchRepositoriesUseCase`,
/// …), never the concrete use cases: a presenter depends on what it asks for, not on who answers.
public struct BrowserDependencies {
    /// The use cases, the debounce, the clock and the built-in catalog. The Public tab needs
    /// `publicRepositories`, "Your repositories" `userRepositories`, the Account screen `session`:
    /// a screen whose use case is `nil` is not offered.
    public var environment: BrowserEnvironment
    /// Sign-outs, which every screen holding the user's data observes.
    public var sessionChanges: SessionChanges
    /// Counts how the app was launched: the app coordinator records every launch, and the Account
    /// screen shows the counts; `nil` when the app does not measure it.
    public var launchPaths: LaunchPathRecorder?
    /// Where the Public tab writes each step of its list (`--log-actions`); `nil` logs nothing.
    public var log: (@MainActor @Sendable (String) -> Void)?
    /// Called after a sign-in on an Account screen, with the account.
    public var onSignedIn: @MainActor (Account) -> Void
    /// Called after a sign-out on an Account screen, before ``sessionChanges`` is told.
    public var onSignedOut: @MainActor () -> Void
    /// The time zone of times in messages.
    public var timeZone: TimeZone
    /// Where every screen hands the failures it has shown (the book's §15.3): a refusal of the
    /// stored session signs the user out, then ``onSignedOut`` and ``sessionChanges`` hear of it,
    /// as after a sign-out on the Account tab. Made with the dependencies, from what they hold then.
    public let failures: FailureResponder

    /// Creates the dependencies.
    public init(
        environment: BrowserEnvironment,
        sessionChanges: SessionChanges = SessionChanges(),
        launchPaths: LaunchPathRecorder? = nil,
        log: (@MainActor @Sendable (String) -> Void)? = nil,
        onSignedIn: @escaping @MainActor (Account) -> Void = { _ in },
        onSignedOut: @escaping @MainActor () -> Void = {},
        timeZone: TimeZone = .current
    ) {
        self.environment = environment
        self.sessionChanges = sessionChanges
        self.launchPaths = launchPaths
        self.log = log
        self.onSignedIn = onSignedIn
        self.onSignedOut = onSignedOut
        self.timeZone = timeZone
        failures = FailureResponder(session: environment.session) {
            onSignedOut()
            sessionChanges.signedOut()
        }
    }
}

extension BrowserDependencies {
    /// What the Search screen is built with: its use cases, the debounce, the sign-outs that
    /// clear its results, and the built-in catalog it names.
    public var search: SearchDependencies {
        SearchDependencies(
            searchRepositories: environment.searchRepositories,
            observeFavourites: environment.observeFavourites,
            toggleFavourite: environment.toggleFavourite,
            debounce: environment.debounce,
            sessionChanges: sessionChanges,
            builtInCatalog: environment.builtInCatalog,
            failures: failures
        )
    }

    /// What the Favourites tab is built with: its use cases.
    public var favourites: FavouritesDependencies {
        FavouritesDependencies(observeFavourites: environment.observeFavourites, toggleFavourite: environment.toggleFavourite)
    }

    /// What the detail screen of `id` is built with: its use cases and the repository.
    public func repositoryDetail(_ id: RepositoryID) -> RepositoryDetailDependencies {
        RepositoryDetailDependencies(
            showRepositoryDetail: environment.showRepositoryDetail,
            observeFavourites: environment.observeFavourites,
            toggleFavourite: environment.toggleFavourite,
            id: id,
            showReadme: environment.showReadme,
            failures: failures
        )
    }

    /// What the Public tab is built with, logging to ``log`` and observing sign-outs; `nil` for an
    /// app without it.
    public var publicRepositoriesScreen: RepositoryListDependencies? {
        environment.publicRepositories.map { listRepositories in
            RepositoryListDependencies(
                listRepositories: listRepositories, now: environment.now, reloadInterval: environment.listReloadInterval,
                activeReloadInterval: environment.publicListActiveReloadInterval,
                timeZone: timeZone, log: log, sessionChanges: sessionChanges, failures: failures
            )
        }
    }

    /// What the screen of the signed-in user's repositories is built with: its texts, and the
    /// sign-outs that reset it; `nil` for an app without it.
    public var userRepositoriesScreen: RepositoryListDependencies? {
        environment.userRepositories.map { listRepositories in
            RepositoryListDependencies(
                listRepositories: listRepositories, now: environment.now, reloadInterval: environment.listReloadInterval,
                activeReloadInterval: environment.activeReloadInterval,
                timeZone: timeZone, sessionChanges: sessionChanges, texts: .userRepositories, failures: failures
            )
        }
    }

    /// What an Account screen is built with: it reports sign-outs to ``sessionChanges`` (after
    /// ``onSignedOut``), closes itself after signing in when `closesAfterSignIn`, and shows
    /// ``launchPaths``; `nil` for an app without sign-in.
    public func accountScreen(closesAfterSignIn: Bool) -> AccountDependencies? {
        guard let session = environment.session else { return nil }
        let (onSignedOut, sessionChanges) = (onSignedOut, sessionChanges)
        var dependencies = AccountDependencies(
            signIn: session.signIn, signOut: session.signOut, showAccount: session.showAccount,
            signInWithDevice: session.signInWithDevice,
            onSignedIn: onSignedIn,
            onSignedOut: {
                onSignedOut()
                sessionChanges.signedOut()
            },
            closesAfterSignIn: closesAfterSignIn,
            timeZone: timeZone,
            failures: failures
        )
        dependencies.launchPaths = launchPaths
        dependencies.sessionChanges = sessionChanges
        return dependencies
    }
}
