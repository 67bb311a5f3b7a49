import GitHubBrowserDomain

/// Makes a repository a favourite, or stops it being one.
///
/// Use it for the favourite mark on any screen; every screen observing favourites (see
/// ``ObserveFavourites``) sees the change at once.
public struct ToggleFavourite: Sendable {
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
