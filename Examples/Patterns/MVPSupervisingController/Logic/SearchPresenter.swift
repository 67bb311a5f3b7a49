import GitHubBrowserApplication
import GitHubBrowserVocabulary
import PatternsFeature
import StrataAlert

/// MVP (supervising controller): the search presenter handles the input and the complex logic —
/// debounced searches, failures — by changing the model, and navigation through its router; the
/// view observes the model for everything simple.
@MainActor
public final class SearchPresenter: SearchPresenterInputs {
    private weak var view: (any SearchView)?
    private let router: any DetailRouting
    private let model: any SearchModelType
    private let environment: GalleryEnvironment
    private let runner: SearchRunner
    private let favouriteToggle: FavouriteToggle

    /// Creates the presenter of `view`, changing `model` and leaving the screen through `router`
    /// (which it owns).
    public init(view: any SearchView, router: any DetailRouting, model: any SearchModelType, environment: GalleryEnvironment) {
        self.view = view
        self.router = router
        self.model = model
        self.environment = environment
        runner = SearchRunner(environment: environment)
        favouriteToggle = FavouriteToggle(environment: environment)
        favouriteToggle.onFailure = { [weak view] strategy in view?.showSaveError(strategy) }
    }

    /// The query changed: search it after the debounce pause (a newer query cancels it).
    public func didChangeQuery(_ text: String) {
        guard model.state.queryChanged(text) else { return runner.cancel() }
        search(after: environment.debounce)
    }

    /// The user reached the end of the list: load the page after the results — unless there is
    /// none, or a search or a page is loading.
    public func didReachEndOfList() {
        guard let results = model.state.results, model.state.loadMoreStarted() else { return }
        runner.loadMore(after: results) { [weak self] step in self?.apply(step) }
    }

    /// The user asked to search the query again from its first page.
    public func didRequestRefresh() {
        guard model.state.refreshed() else { return }
        search(after: .zero)
    }

    /// The user chose row `index`.
    public func didSelectRow(at index: Int) {
        guard let repository = model.state.results?.repositories[safe: index] else { return }
        router.showDetail(of: repository)
    }

    /// The user asked to toggle row `index`'s favourite.
    public func didRequestToggleFavourite(at index: Int) {
        guard let repository = model.state.results?.repositories[safe: index] else { return }
        favouriteToggle.toggle(repository)
    }

    /// The user answered the fetch-failure alert.
    public func didChooseFetchErrorAction(_ action: FetchRepositoriesErrorAction) {
        if action == .retry { didRequestRefresh() }
    }

    /// The user answered the save-failure alert.
    public func didChooseSaveErrorAction(_ action: SaveFavouriteErrorAction) {
        favouriteToggle.didChoose(action)
    }

    private func search(after delay: Duration) {
        runner.search(model.state.query, after: delay) { [weak self] step in self?.apply(step) }
    }

    private func apply(_ step: SearchStep) {
        model.state.apply(step)
        if case .failed = step, let failure = model.state.alertFailure { view?.showFetchError(AlertStrategy(fetchFailure: failure)) }
    }
}
