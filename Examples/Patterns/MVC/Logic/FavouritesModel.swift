import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserVocabulary
import PatternsFeature
import StrataCore

/// The MVC variant's favourites: one model shared by every screen, which notifies its observers
/// whenever the stored favourites change — whoever changed them.
@MainActor
public final class FavouritesModel {
    /// The favourites as a list.
    public private(set) var list = FavouritesListState()

    private let useCases: BrowserUseCases
    private let observers = HandlerRegistry<FavouritesModel>()
    private var observation: Task<Void, Never>?

    /// Creates the model and starts following the favourites store.
    public init(environment: GalleryEnvironment) {
        useCases = environment.useCases
        let stream = useCases.observeFavourites()
        observation = Task { [weak self] in
            for await repositories in stream {
                self?.list.update(repositories)
                self?.notify()
            }
        }
    }

    isolated deinit {
        observation?.cancel()
    }

    /// The identifiers of the favourites, to mark rows of other screens.
    public var identifiers: Set<RepositoryID> { list.identifiers }

    /// Calls `observer` after every change, until the returned key is removed.
    @discardableResult
    public func addObserver(_ observer: @escaping (FavouritesModel) -> Void) -> RegistryKey {
        observers.register(observer)
    }

    /// Stops calling the observer registered under `key`.
    public func removeObserver(_ key: RegistryKey) {
        observers.unregister(key: key)
    }

    /// Adds `repository` to the favourites, or removes it. The store's change reaches every
    /// observer through the store's own notification.
    ///
    /// - Returns: Why the toggle failed, for the controller that asked to tell the user; `nil` when
    ///   it succeeded.
    public func toggle(_ repository: Repository) async -> AppError? {
        do {
            try await useCases.toggleFavourite(repository)
            return nil
        } catch {
            return AppError(error)
        }
    }

    private func notify() {
        observers.emit(self)
    }
}
