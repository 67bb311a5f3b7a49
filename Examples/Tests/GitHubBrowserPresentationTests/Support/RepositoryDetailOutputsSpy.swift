import GitHubBrowserPresentation
import GitHubBrowserTestSupport
import GitHubBrowserVocabulary
import StrataAlert
import StrataTesting

/// Stands in for the detail screen: records every output; alerts go to `AlertClientSpy`s.
@MainActor
final class RepositoryDetailOutputsSpy: RepositoryDetailPresenterOutputs {
    let loadErrorAlert = AlertClientSpy<LoadRepositoryErrorAction>()
    let saveErrorAlert = AlertClientSpy<SaveFavouriteErrorAction>()
    private(set) var loadingTitles: [String] = []
    private(set) var content: RepositoryDetailContent?
    private(set) var favouriteMarks: [Bool] = []
    private(set) var readmes: [ReadmeSection] = []

    func showLoading(title: String) { loadingTitles.append(title) }
    func showContent(_ content: RepositoryDetailContent) { self.content = content }
    func showFavourite(_ isFavourite: Bool) { favouriteMarks.append(isFavourite) }
    func showReadme(_ section: ReadmeSection) { readmes.append(section) }
    func showLoadError(_ strategy: AlertStrategy<LoadRepositoryErrorAction>) { loadErrorAlert.show(strategy: strategy) }
    func showSaveFavouriteError(_ strategy: AlertStrategy<SaveFavouriteErrorAction>) { saveErrorAlert.show(strategy: strategy) }
}
