import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserVocabulary
import StrataAlert
import StrataVIPER

/// What the favourites view tells its presenter.
public enum FavouritesEvent: ViewEvent {
    case viewDidLoad
    case select(row: Int)
    case toggleFavourite(row: Int)
    case saveErrorAnswered(SaveFavouriteErrorAction)
}

/// What the favourites presenter tells its view.
public enum FavouritesCommand: PresenterCommand {
    case showStatus(FavouritesStatus)
    case showRows([RepositoryRow])
    case showSaveError(AlertStrategy<SaveFavouriteErrorAction>)
}

/// What the detail view tells its presenter.
public enum DetailEvent: ViewEvent {
    case viewDidLoad
    case toggleFavourite
    case saveErrorAnswered(SaveFavouriteErrorAction)
}

/// What the detail presenter tells its view.
public enum DetailCommand: PresenterCommand {
    case showContent(RepositoryDetailContent)
    case showFavourite(Bool)
    case showSaveError(AlertStrategy<SaveFavouriteErrorAction>)
}

/// What the favourites and detail presenters ask their interactor (one interactor serves both).
public enum FavouritesRequest: InteractorRequest {
    case followFavourites
    case toggleFavourite(Repository)
}

/// What the favourites interactor answers.
public enum FavouritesResponse: InteractorResponse {
    case favouritesChanged([Repository])
    case saveFailed(Repository, AppError)
}
