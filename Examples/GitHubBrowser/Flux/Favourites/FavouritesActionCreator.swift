import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataFlux

/// The favourites' action creator: it does the I/O — following the device's favourites, toggling
/// one — through the use cases, then dispatches what happened. It never changes a store itself.
@MainActor
public final class FavouritesActionCreator {
    private let dispatcher: Dispatcher<FavouritesAction>
    private let environment: BrowserEnvironment
    private var following: Task<Void, Never>?

    /// Creates the action creator of `dispatcher`.
    public init(dispatcher: Dispatcher<FavouritesAction>, environment: BrowserEnvironment) {
        self.dispatcher = dispatcher
        self.environment = environment
    }

    isolated deinit {
        following?.cancel()
    }

    /// Follows the device's favourites for as long as this action creator lives: `.changed` with
    /// the list at once, then after every change. Following again replaces the earlier follow.
    @discardableResult
    public func follow() -> Task<Void, Never> {
        following?.cancel()
        let dispatcher = dispatcher
        let observe = environment.observeFavourites
        let task = Task {
            for await repositories in observe() {
                dispatcher.dispatchFromActionCreator(.changed(repositories))
            }
        }
        following = task
        return task
    }

    /// Adds `repository` to the favourites or removes it. The change comes back through
    /// ``follow()``; a failure is dispatched as `.saveFailed`.
    @discardableResult
    public func toggle(_ repository: Repository) -> Task<Void, Never> {
        let dispatcher = dispatcher
        let toggle = environment.toggleFavourite
        return Task {
            do throws(AppError) {
                _ = try await toggle(repository)
            } catch {
                dispatcher.dispatchFromActionCreator(.saveFailed(repository, error))
            }
        }
    }
}
