import GitHubBrowserApplication
import GitHubBrowserVocabulary

extension BrowserEnvironment {
    /// The action creator of `list`, if the source has that list.
    public func actionCreator(of list: RepositoryList) -> RepositoryListActionCreator? {
        let listRepositories = switch list {
        case .publicRepositories: publicRepositories
        case .userRepositories: userRepositories
        }
        return listRepositories.map { RepositoryListActionCreator(listRepositories: $0, now: now) }
    }
}
