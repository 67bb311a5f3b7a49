import GitHubBrowserNavigation
import GitHubBrowserPresentation
import GitHubBrowserTestSupport
import GitHubBrowserVocabulary
import StrataAlert
import StrataTesting

/// Stands in for the favourites screen: records every output; alerts go to an `AlertClientSpy`.
@MainActor
final class FavouritesOutputsSpy: FavouritesPresenterOutputs {
    let saveErrorAlert = AlertClientSpy<SaveFavouriteErrorAction>()
    private(set) var rows: [RepositoryRow] = []
    private(set) var status: FavouritesStatus?

    func showRows(_ rows: [RepositoryRow]) { self.rows = rows }
    func showStatus(_ status: FavouritesStatus) { self.status = status }
    func showSaveFavouriteError(_ strategy: AlertStrategy<SaveFavouriteErrorAction>) { saveErrorAlert.show(strategy: strategy) }
}
