import GitHubBrowserFeatures
import StrataNavigation
import StrataTerminal

/// A repository's detail on the terminal, in every architecture: `f` toggles the favourite, `r`
/// loads a README that failed again — as `RepositoryDetailIntent`s for the screen object it is
/// built with, which draws on its root view and names it.
public final class RepositoryDetailViewController: ScreenViewController<RepositoryDetailRootView, Void, any RepositoryDetailScreenType> {
    public override var keyHelp: [KeyHelp] { [KeyHelp("f", "favourite")] }

    /// `f`, and `r` (the README's Retry).
    public override func handle(key: Key) -> Bool {
        switch key {
        case .character("f"): screen.send(.toggleFavourite)
        case .character("r"): screen.send(.retryReadme)
        default: return false
        }
        return true
    }
}

extension TerminalDriver: RepositoryDetailHosting {
    public func repositoryDetail(title: String, screen: @escaping MakeRepositoryDetailScreen) -> BaseViewController {
        RepositoryDetailViewController(title: title, rows: { _ in }) { screen($0.converted(display: { $0 }, rows: { $0 })) }
    }
}
