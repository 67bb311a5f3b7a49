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
    private(set) var status: String?

    func showRows(_ rows: [RepositoryRow]) { self.rows = rows }
    func showStatus(_ text: String) { status = text }
    func showSaveFavouriteError(_ strategy: AlertStrategy<SaveFavouriteErrorAction>) { saveErrorAlert.show(strategy: strategy) }
}
