import GitHubBrowserFeatures
import GitHubBrowserNavigation
import GitHubBrowserVocabulary
import StrataNavigation
import StrataTerminal

/// A repository list on the terminal — the Public tab, or "Your repositories" — in every
/// architecture: the list's highlight and choice, `r` and Ctrl-O, as `RepositoryListIntent`s for the
/// screen object it is built with, which draws on its root view and data source.
public final class RepositoryListViewController:
    ScreenViewController<RepositoryListRootView, ItemListDataSource<RepositoryListRow>, any RepositoryListScreenType>, ReloadsWhenActive
{
    public override func bindControls() {
        rows.didSelectRow { [unowned self] index in screen.send(.openRow(index)) }
        rows.didHighlightRow { [unowned self] index in screen.send(.reachRow(index)) }
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        screen.willAppear()
    }

    /// The app became active again with this screen on top.
    public func didBecomeActive() { screen.didBecomeActive() }

    public override var keyHelp: [KeyHelp] { [KeyHelp("r", "refresh")] }

    /// `r` refreshes; Ctrl-O asks why the list is a saved copy (the notice offers it only then).
    public override func handle(key: Key) -> Bool {
        switch key {
        case .character("r"): screen.send(.refresh)
        case .control("o"): screen.send(.explainSavedCopy)
        default: return false
        }
        return true
    }
}

extension TerminalDriver: RepositoryListHosting {
    public func repositoryList(title: String, screen: @escaping MakeRepositoryListScreen) -> BaseViewController {
        RepositoryListViewController(title: title, rows: { ItemListDataSource(listView: $0.listView) }) { screen($0.converted(display: { $0 }, rows: { $0 })) }
    }
}
