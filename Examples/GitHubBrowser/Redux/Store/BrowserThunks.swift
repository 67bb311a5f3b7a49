import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataCore
import StrataRedux

/// The Redux app's action creators with effects: each thunk does its I/O through the
/// `BrowserEnvironment` and dispatches what happened — a failure wrapped in
/// ``BrowserAction/failed(_:)``, for ``FailureMiddleware`` to report. They never change the state themselves,
/// and a cancelled thunk's dispatches are dropped (a newer search replaced it, or the user signed
/// out).
public enum BrowserThunks {
    /// The app's thunk: an async action creator over the app's one store.
    public typealias BrowserThunk = Thunk<BrowserState, BrowserAction>

    /// Waits `delay`, then searches `text`; then, if the highlight rests on the last row, loads the
    /// pages after it, as the articles' Search tab does.
    public static func search(_ text: String, after delay: Duration, in environment: BrowserEnvironment) -> BrowserThunk {
        BrowserThunk { context in
            if delay > .zero {
                do { try await environment.sleep(delay) } catch { return }
            }
            guard !context.isCancelled else { return }
            context.dispatch(.search(.searchStarted(text)))
            do throws(AppError) {
                let found = try await environment.searchRepositories(text)
                context.dispatch(.search(.searchFinished(found)))
                await context.run(loadMoreWhileAtEnd(after: 0, in: environment))
            } catch {
                context.dispatch(.failed(.search(.searchFailed(error, text: text))))
            }
        }
    }

    /// Loads the page after the results — unless there is none, or a search or a page is loading —
    /// and goes on while the highlight rests on the last row.
    public static func loadMore(in environment: BrowserEnvironment) -> BrowserThunk {
        BrowserThunk { context in
            guard context.state.search.canLoadMore else { return }
            context.dispatch(.search(.loadMoreStarted))
            await context.run(nextPage(in: environment))
        }
    }

    /// Fetches the page after the results, once `.loadMoreStarted` marked it as loading: the store
    /// marks it when the user asks, so that a second ask before the answer is refused.
    public static func nextPage(in environment: BrowserEnvironment) -> BrowserThunk {
        BrowserThunk { context in
            let search = context.state.search
            guard search.isLoadingMore, let results = search.results else { return }
            do throws(AppError) {
                let more = try await environment.searchRepositories.loadMore(after: results)
                context.dispatch(.search(.loadMoreFinished(more)))
                await context.run(loadMoreWhileAtEnd(after: results.repositories.count, in: environment))
            } catch {
                context.dispatch(.failed(.search(.loadMoreFailed(error))))
            }
        }
    }

    /// The next page, if the last load added rows (more than `previousCount`) and the highlight
    /// rests on the last of them.
    private static func loadMoreWhileAtEnd(after previousCount: Int, in environment: BrowserEnvironment) -> BrowserThunk {
        BrowserThunk { context in
            let search = context.state.search
            let count = search.results?.repositories.count ?? 0
            guard count > previousCount, search.highlightedIndex >= count - 1 else { return }
            await context.run(loadMore(in: environment))
        }
    }

    /// Follows the favourites store for as long as the store lives.
    public static func followFavourites(in environment: BrowserEnvironment) -> BrowserThunk {
        BrowserThunk { context in
            for await repositories in environment.observeFavourites() {
                context.dispatch(.favourites(.changed(repositories)))
            }
        }
    }

    /// Adds `repository` to the favourites or removes it. The store's change comes back through
    /// ``followFavourites(in:)``; a failure is dispatched.
    public static func toggleFavourite(_ repository: Repository, in environment: BrowserEnvironment) -> BrowserThunk {
        BrowserThunk { context in
            do throws(AppError) {
                _ = try await environment.toggleFavourite(repository)
            } catch {
                context.dispatch(.failed(.favourites(.saveFailed(repository, error))))
            }
        }
    }

    /// Loads the detail of `id`, whose screen is on a stack, then its README.
    public static func loadDetail(_ id: RepositoryID, in environment: BrowserEnvironment) -> BrowserThunk {
        BrowserThunk { context in
            guard let detail = context.state.details[id], !detail.request.isLoading else { return }
            context.dispatch(.detail(id, .loadStarted))
            do throws(AppError) {
                context.dispatch(.detail(id, .loaded(try await environment.showRepositoryDetail(owner: id.owner, name: id.name))))
            } catch {
                return context.dispatch(.failed(.detail(id, .failed(error))))
            }
            await context.run(loadReadme(id, in: environment))
        }
    }

    /// Loads the README of `id`, whose screen is on a stack (after its detail, or the README's
    /// Retry), unless the source has none or it is loading already.
    public static func loadReadme(_ id: RepositoryID, in environment: BrowserEnvironment) -> BrowserThunk {
        BrowserThunk { context in
            guard let showReadme = environment.showReadme, let detail = context.state.details[id], !detail.readme.isLoading else { return }
            context.dispatch(.detail(id, .readmeStarted))
            do throws(AppError) {
                context.dispatch(.detail(id, .readmeLoaded(try await showReadme(id))))
            } catch {
                context.dispatch(.failed(.detail(id, .readmeFailed(error))))
            }
        }
    }

    /// Reads who is signed in.
    public static func readSession(in environment: BrowserEnvironment) -> BrowserThunk {
        BrowserThunk { context in
            guard let session = environment.session else { return context.dispatch(.account(.sessionRead(nil))) }
            do throws(AppError) {
                context.dispatch(.account(.sessionRead(try await session.showAccount())))
            } catch {
                context.dispatch(.failed(.account(.sessionReadFailed(error))))
            }
        }
    }

    /// Signs in with `token`. The token is used here and goes nowhere else: no action carries it.
    public static func signIn(token: String, in environment: BrowserEnvironment) -> BrowserThunk {
        BrowserThunk { context in
            guard let session = environment.session, context.state.account.phase == .signedOut else { return }
            context.dispatch(.account(.signInStarted))
            do throws(AppError) {
                context.dispatch(.account(.signedIn(try await session.signIn(token: token))))
            } catch {
                context.dispatch(.failed(.account(.signInFailed(error))))
            }
        }
    }

    /// Signs in through GitHub's device flow: asks for a code, dispatches it for the Account screen
    /// to show, then waits for the user to enter it. Cancel the thunk's task to stop waiting (the
    /// polling stops with it).
    public static func signInWithDevice(in environment: BrowserEnvironment) -> BrowserThunk {
        BrowserThunk { context in
            guard let signInWithDevice = environment.session?.signInWithDevice, context.state.account.phase == .signedOut else { return }
            context.dispatch(.account(.deviceSignInStarted))
            do throws(AppError) {
                let authorization = try await signInWithDevice.start()
                // Cancelled meanwhile: no code shown, no polling.
                guard !context.isCancelled, context.state.account.phase == .signingInWithDevice(nil) else { throw .cancelled }
                context.dispatch(.account(.deviceCodeReceived(DeviceSignInPrompt(authorization))))
                context.dispatch(.account(.signedIn(try await signInWithDevice.finish(authorization))))
            } catch {
                context.dispatch(.failed(.account(.deviceSignInFailed(error))))
            }
        }
    }

    /// Signs out; once the session is gone, ``BrowserAction/signedOut`` resets the state.
    public static func signOut(in environment: BrowserEnvironment) -> BrowserThunk {
        BrowserThunk { context in
            guard let session = environment.session, context.state.account.phase.isSignedIn else { return }
            context.dispatch(.account(.signOutStarted))
            do throws(AppError) {
                try await session.signOut()
                context.dispatch(.signedOut)
            } catch {
                context.dispatch(.failed(.account(.signOutFailed(error))))
            }
        }
    }

    /// A load of `kind` of `list`: the list feature's own thunk, run on the app's store.
    public static func load(_ list: RepositoryList, _ kind: RequestKind, in environment: BrowserEnvironment) -> BrowserThunk? {
        environment.actionCreator(of: list)?.load(kind).lifted(state: list.state, action: list.reportedAction)
    }

    /// The next page of `list`.
    public static func loadMore(_ list: RepositoryList, in environment: BrowserEnvironment) -> BrowserThunk? {
        environment.actionCreator(of: list)?.loadMore().lifted(state: list.state, action: list.reportedAction)
    }
}
