import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataCore
import StrataFlux

/// One detail screen's view model, on top of its own store and the favourites' marks: the content
/// once loaded, the favourite mark, a failure to show once; and the inputs (load, Retry, `f`).
@MainActor
public final class RepositoryDetailViewModel {
    private let detail: RepositoryDetailContainer
    private let favourites: FavouritesContainer
    private let observation = StoreObservation()

    /// Creates the view model of `detail`'s screen.
    public init(detail: RepositoryDetailContainer, favourites: FavouritesContainer) {
        self.detail = detail
        self.favourites = favourites
    }

    /// Calls `onChange` after every change of the detail or the favourites, for as long as the view
    /// model lives.
    public func observe(_ onChange: @escaping @MainActor () -> Void) {
        observation.observe(detail.store, onChange)
        observation.observe(favourites.marks, onChange)
    }

    /// The repository shown.
    public var id: RepositoryID { detail.id }

    /// The texts of the loaded detail, or `nil` while it has not loaded.
    public var content: RepositoryDetailContent? {
        detail.store.state.request.value.map { RepositoryDetailContent(repository: $0.repository) }
    }

    /// Whether the repository is a favourite: the favourites' marks once the device's favourites
    /// were read, the detail's own answer before.
    public var isFavourite: Bool {
        if favourites.store.state.isLoaded { return favourites.marks.state.contains(detail.id) }
        return detail.store.state.request.value?.isFavourite ?? false
    }

    /// The README section: loading, the document, none, not from this source, or a failure.
    public var readme: ReadmeSection {
        ReadmeSection(request: detail.store.state.readme, isAvailable: detail.actionCreator.hasReadmes)
    }

    /// The failure waiting to be shown once.
    public var failure: OneShot<AppError> { detail.store.state.failure }

    /// Loads the detail (on opening, and Retry).
    public func load() { detail.actionCreator.load() }

    /// Loads the README again, after it failed (the README section's Retry).
    public func retryReadme() {
        guard readme.canRetry else { return }
        detail.actionCreator.loadReadme()
    }

    /// `f`: adds the repository to the favourites or removes it, once its detail has loaded.
    public func toggleFavourite() {
        guard let repository = detail.store.state.request.value?.repository else { return }
        favourites.actionCreator.toggle(repository)
    }
}
