import GitHubBrowserDomain

/// Where the search scene can go; a driver's router builds the next scene.
@MainActor
public protocol SearchSceneRouting: AnyObject {
    /// Opens the detail scene of `repository`.
    func showDetail(of repository: Repository)
}
