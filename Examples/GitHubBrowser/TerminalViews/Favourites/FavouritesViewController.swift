import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataNavigation
import StrataTerminal

/// The Favourites tab on the terminal, in every architecture: Enter opens a favourite, `f` removes
/// the highlighted one — as `FavouritesIntent`s for the screen object it is built with.
public final class FavouritesViewController: ScreenViewController<FavouritesRootView, FavouritesDataSource, any FavouritesScreenType> {
    public override func bindControls() {
        rows.didSelectRow { [unowned self] index in screen.send(.openRow(index)) }
    }

    public override var keyHelp: [KeyHelp] { [KeyHelp("f", "remove")] }

    /// `f` removes the highlighted favourite.
    public override func handle(key: Key) -> Bool {
        guard key == .character("f"), let index = rows.highlightedIndex else { return false }
        screen.send(.remove(index))
        return true
    }
}

extension TerminalDriver: FavouritesHosting {
    public func favourites(screen: @escaping MakeFavouritesScreen) -> BaseViewController {
        FavouritesViewController(title: BrowserTab.favourites.title, rows: { FavouritesDataSource(listView: $0.listView) }) { screen($0.converted(display: { $0 }, rows: { $0 })) }
    }
}
