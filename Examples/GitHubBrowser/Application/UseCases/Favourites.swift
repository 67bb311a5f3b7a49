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

/// The output port of ``ObserveFavouritesUseCase`` for a screen that lists the favourites: what the
/// use case reports to, implemented by the screen's presenter. It guards the boundary between the
/// Application and Presentation layers in the outward direction: the use case calls it without
/// knowing which screen, or which driver, is behind it.
///
/// Connect one with ``ObserveFavouritesUseCase/report(to:)``.
@MainActor
public protocol FavouritesOutputPort: AnyObject {
    /// Every favourite, most recently added first: called once with the favourites as they are,
    /// then after every change.
    func favouritesDidChange(_ favourites: [Repository])
}

/// The output port of ``ObserveFavouritesUseCase`` for a screen that shows favourite marks (a
/// search's results, a repository's detail): the identifiers of the favourites, now and after
/// every change. Connect one with ``ObserveFavouritesUseCase/reportMarks(to:)``.
@MainActor
public protocol FavouriteMarksOutputPort: AnyObject {
    /// The identifiers of every favourite: called once with them as they are, then after every
    /// change.
    func favouriteMarksDidChange(_ favourites: Set<RepositoryID>)
}

extension ObserveFavouritesUseCase {
    /// Reports the favourites to `output` now and after every change, on the main actor, until the
    /// returned task is cancelled or `output` is released. The presenter keeps the task and cancels
    /// it when its screen goes.
    @MainActor
    public func report(to output: some FavouritesOutputPort) -> Task<Void, Never> {
        Self.deliver(self(), to: output) { $0.favouritesDidChange($1) }
    }

    /// Reports the identifiers of the favourites to `output` now and after every change, on the
    /// main actor, until the returned task is cancelled or `output` is released.
    @MainActor
    public func reportMarks(to output: some FavouriteMarksOutputPort) -> Task<Void, Never> {
        Self.deliver(identifiers(), to: output) { $0.favouriteMarksDidChange($1) }
    }

    /// Hands each value of `changes` to `output` (held weakly) with `call`, until the task is
    /// cancelled or `output` is released.
    @MainActor
    private static func deliver<Output: AnyObject, Value: Sendable>(
        _ changes: AsyncStream<Value>,
        to output: Output,
        _ call: @escaping @MainActor (Output, Value) -> Void
    ) -> Task<Void, Never> {
        Task { [weak output] in
            for await value in changes {
                guard let output else { return }
                call(output, value)
            }
        }
    }
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
