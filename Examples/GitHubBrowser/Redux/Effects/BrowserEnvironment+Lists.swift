import GitHubBrowserFeatures
import GitHubBrowserPresentation

extension BrowserEnvironment {
    /// The action creator of `list`, if the source has that list.
    public func actionCreator(of list: RepositoryList) -> PublicRepositoriesActionCreator? {
        switch list {
        case .publicRepositories: publicRepositories
        case .userRepositories: userRepositories
        }
    }
}
