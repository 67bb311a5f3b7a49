import GitHubBrowserApplication
import GitHubBrowserDomain
import PatternsFeature
import StrataRedux

/// The Redux variant's async action creators: each does the I/O and dispatches what happened.
public enum GalleryThunks {
    /// Waits `delay` (with `sleep`), then searches the state's query; dropped when cancelled by a
    /// newer search.
    public static func search(
        after delay: Duration,
        using searchRepositories: SearchRepositories,
        sleep: @escaping @Sendable (Duration) async throws -> Void
    ) -> Thunk<GalleryState, GalleryAction> {
        Thunk { context in
            if delay > .zero {
                do { try await sleep(delay) } catch { return }
            }
            // Replaced by a newer search while it waited: never reach the catalog.
            guard !context.isCancelled else { return }
            let query = context.state.search.query
            context.dispatch(.searchStarted)
            do {
                context.dispatch(.searchFinished(try await searchRepositories(query)))
            } catch {
                context.dispatch(.searchFailed(AppError(error)))
            }
        }
    }

    /// Loads the page after `results` and dispatches what it found; dropped when cancelled by a
    /// newer search. The view dispatched `.loadMoreStarted` when the user asked.
    public static func loadMore(after results: SearchResults, using searchRepositories: SearchRepositories) -> Thunk<GalleryState, GalleryAction> {
        Thunk { context in
            do {
                context.dispatch(.searchFinished(try await searchRepositories.loadMore(after: results)))
            } catch {
                context.dispatch(.searchFailed(AppError(error)))
            }
        }
    }

    /// Adds `repository` to the favourites or removes it; the store's change arrives through
    /// ``followFavourites(using:)``.
    public static func toggleFavourite(_ repository: Repository, using toggle: ToggleFavourite) -> Thunk<GalleryState, GalleryAction> {
        Thunk { context in
            do {
                try await toggle(repository)
            } catch {
                context.dispatch(.saveFailed(repository, AppError(error)))
            }
        }
    }

    /// Follows the favourites store for as long as the app's store lives.
    public static func followFavourites(using observe: ObserveFavourites) -> Thunk<GalleryState, GalleryAction> {
        Thunk { context in
            for await repositories in observe() {
                context.dispatch(.favouritesChanged(repositories))
            }
        }
    }
}
