/// What ``FavouritesPresenter`` needs: the shared use cases.
public struct FavouritesDependencies: Sendable {
    /// The app's use cases.
    public let useCases: BrowserUseCases

    /// Creates the dependencies.
    public init(useCases: BrowserUseCases) {
        self.useCases = useCases
    }
}
