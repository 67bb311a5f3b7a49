import GitHubBrowserDomain

/// The input port of a screen with a favourite mark: toggles a repository's mark.
/// ``ToggleFavourite`` implements it.
public protocol ToggleFavouriteUseCase: Sendable {
    /// Toggles `repository` and returns whether it is a favourite afterwards.
    @discardableResult
    func callAsFunction(_ repository: Repository) async throws(AppError) -> Bool
}

/// The input port of a screen that shows favourites or favourite marks: the favourites now and
/// after every change. ``ObserveFavourites`` implements it.
public protocol ObserveFavouritesUseCase: Sendable {
    /// Every favourite, most recently added first, now and after every change.
    func callAsFunction() -> AsyncStream<[Repository]>
    /// The identifiers of the favourites, now and after every change.
    func identifiers() -> AsyncStream<Set<RepositoryID>>
}

/// Makes a repository a favourite, or stops it being one.
///
/// Use it for the favourite mark on any screen; every screen observing favourites (see
/// ``ObserveFavourites``) sees the change at once.
public struct ToggleFavourite: ToggleFavouriteUseCase {
    private let favourites: any FavouritesStore

    /// Creates the use case.
    public init(favourites: some FavouritesStore) {
        self.favourites = favourites
    }

    /// Toggles `repository` and returns whether it is a favourite afterwards.
    ///
    /// The store toggles in one atomic step (`FavouritesStore.toggle(_:)`), so two quick
    /// presses are two toggles, never one.
    @discardableResult
    public func callAsFunction(_ repository: Repository) async throws(AppError) -> Bool {
        try await AppError.capture {
            try await favourites.toggle(repository)
        }
    }
}

/// The favourites as a stream: now, then after every change.
///
/// The Favourites tab lists them; Search and detail screens use ``identifiers()`` to keep their
/// favourite marks in sync without reloading.
public struct ObserveFavourites: ObserveFavouritesUseCase {
    private let favourites: any FavouritesStore

    /// Creates the use case.
    public init(favourites: some FavouritesStore) {
        self.favourites = favourites
    }

    /// Every favourite, most recently added first, now and after every change.
    public func callAsFunction() -> AsyncStream<[Repository]> {
        favourites.observe()
    }

    /// The identifiers of the favourites, now and after every change.
    public func identifiers() -> AsyncStream<Set<RepositoryID>> {
        let source = favourites.observe()
        return AsyncStream { continuation in
            let task = Task {
                for await repositories in source {
                    continuation.yield(Set(repositories.map(\.id)))
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}
