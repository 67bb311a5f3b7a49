extension BrowserDependencies {
    /// What the Search screen is built with: the use cases, the debounce, the sign-outs that
    /// clear its results, and the built-in catalog it names.
    public var search: SearchDependencies {
        SearchDependencies(useCases: useCases, debounce: searchDebounce, sessionChanges: sessionChanges, builtInCatalog: builtInCatalog)
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
