import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserVocabulary
import StrataAlert
import StrataVIPER

/// What the search view tells its presenter: the VIPER article's sample flow (view did load, search text
/// changed, load more, refresh, select) plus the favourite toggle and the alerts' answers.
public enum SearchEvent: ViewEvent {
    case viewDidLoad
    case searchTextChanged(String)
    case loadMore
    case refresh
    case select(row: Int)
    case toggleFavourite(row: Int)
    case fetchErrorAnswered(FetchRepositoriesErrorAction)
    case saveErrorAnswered(SaveFavouriteErrorAction)
}

/// What the search presenter tells its view.
public enum SearchCommand: PresenterCommand {
    case showStatus(String)
    case setLoading(Bool)
    case showRows([RepositoryRow])
    case showFetchError(AlertStrategy<FetchRepositoriesErrorAction>)
    case showSaveError(AlertStrategy<SaveFavouriteErrorAction>)
}

/// What the search presenter asks its interactor.
public enum SearchRequest: InteractorRequest {
    case followFavourites
    case search(String, after: Duration)
    case cancelSearch
    case loadMore(after: SearchResults)
    case toggleFavourite(Repository)
}

/// What the search interactor answers.
public enum SearchResponse: InteractorResponse {
    case searchStarted
    case found(SearchResults)
    case searchFailed(AppError)
    case favouritesChanged(Set<RepositoryID>)
    case saveFailed(Repository, AppError)
}
