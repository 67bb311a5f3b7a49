/// The user's favourite repositories, kept on this device.
///
/// Use cases add, remove and look up favourites here; screens subscribe to ``observe()`` so a
/// change made on one screen shows on every other one at once. Implementations persist across
/// restarts and throw ``DataSourceError/storage(detail:)`` when they cannot.
public protocol FavouritesStore: Sendable {
    /// Every favourite, most recently added first.
    func all() async throws -> [Repository]

    /// Whether the repository `id` is a favourite.
    func contains(_ id: RepositoryID) async throws -> Bool

    /// Marks `repository` as a favourite (keeping a copy of it, so the favourites list works
    /// offline). Adding a favourite again refreshes the stored copy.
    func add(_ repository: Repository) async throws

    /// Removes the repository `id` from the favourites; removing a non-favourite does nothing.
    func remove(_ id: RepositoryID) async throws

    /// Makes `repository` a favourite if it is not one, or stops it being one if it is, as one
    /// atomic step, and returns whether it is a favourite afterwards.
    ///
    /// Use it for a toggle a user can press twice quickly: two toggles that run at the same time
    /// must act as two (leaving the state as it was), which a ``contains(_:)`` followed by
    /// ``add(_:)`` or ``remove(_:)`` cannot promise. Implementations do the read and the write
    /// under one lock or in one transaction.
    /// - Parameter repository: The repository to toggle; its copy is kept when it becomes a favourite.
    /// - Returns: `true` when `repository` is a favourite after the toggle.
    func toggle(_ repository: Repository) async throws -> Bool

    /// The favourites now, then again after every change, most recently added first. The stream
    /// ends when the consumer stops iterating.
    func observe() -> AsyncStream<[Repository]>
}
