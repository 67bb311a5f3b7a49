import GitHubBrowserVocabulary
import PatternsFeature

/// What the supervising search screen tells its presenter. The presenter implements it; the view
/// controller is generic over it and builds it itself, as MVP's screens are, so that a test can put
/// a fake presenter behind a real screen. The view observes the model for everything else.
@MainActor
public protocol SearchPresenterInputs: AnyObject {
    /// Creates the presenter of `view`, changing `model` and leaving the screen through `router`.
    init(view: any SearchView, router: any DetailRouting, model: any SearchModelType, environment: GalleryEnvironment)

    /// The query changed: search it after the debounce pause (a newer query cancels it).
    func didChangeQuery(_ text: String)
    /// The user reached the end of the list: load the next page, if there is one.
    func didReachEndOfList()
    /// The user asked to search the query again from its first page.
    func didRequestRefresh()
    /// The user chose row `index`.
    func didSelectRow(at index: Int)
    /// The user asked to toggle row `index`'s favourite.
    func didRequestToggleFavourite(at index: Int)
    /// The user answered the fetch-failure alert.
    func didChooseFetchErrorAction(_ action: FetchRepositoriesErrorAction)
    /// The user answered the save-failure alert.
    func didChooseSaveErrorAction(_ action: SaveFavouriteErrorAction)
}
