import GitHubBrowserApplication
import GitHubBrowserDomain

extension GalleryEnvironment {
    /// Calls `update` with the favourites' identifiers now and after every change of the store,
    /// for as long as the returned task runs (cancel it when the observer goes away).
    @MainActor
    public func observeFavouriteIdentifiers(_ update: @escaping @MainActor (Set<RepositoryID>) -> Void) -> Task<Void, Never> {
        let stream = useCases.observeFavourites.identifiers()
        return Task {
            for await identifiers in stream {
                update(identifiers)
            }
        }
    }

    /// Calls `update` with the favourite repositories now and after every change of the store,
    /// for as long as the returned task runs (cancel it when the observer goes away).
    @MainActor
    public func observeFavourites(_ update: @escaping @MainActor ([Repository]) -> Void) -> Task<Void, Never> {
        let stream = useCases.observeFavourites()
        return Task {
            for await favourites in stream {
                update(favourites)
            }
        }
    }
}
