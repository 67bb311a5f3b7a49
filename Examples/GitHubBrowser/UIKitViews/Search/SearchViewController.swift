#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserFeatures
import GitHubBrowserNavigation
import GitHubBrowserVocabulary
import StrataNavigation
import StrataUIKit

/// The Search tab on UIKit, in every architecture: the field's editing and return, a row coming on
/// screen (the last one loads more), a tap and the Why? button of a saved copy, as `SearchIntent`s
/// for the screen object it is built with.
public final class SearchViewController:
    ScreenViewController<SearchRootView, ItemListDataSource<RepositoryRow>, any SearchScreenType>, SearchLaunching
{
    public override func bindControls() {
        let field = rootView.searchField
        field.addAction(UIAction { [unowned self] _ in screen.send(.changeQuery(field.text ?? "")) }, for: .editingChanged)
        field.addAction(UIAction { [unowned self] _ in screen.send(.submitQuery(field.text ?? "")) }, for: .primaryActionTriggered)
        rows.didSelectRow { [unowned self] index in screen.send(.openRow(index)) }
        rows.willDisplayRow { [unowned self] index in screen.send(.reachRow(index)) }
        rootView.whyButton.addAction(UIAction { [unowned self] _ in screen.send(.explainSavedCopy) }, for: .touchUpInside)
    }

    /// A `strata://search` link: the text is put in the field and searched now.
    public func search(for text: String) {
        loadViewIfNeeded()
        screen.search(for: text)
    }
}

extension UIKitDriver: SearchHosting {
    public func search(screen: @escaping MakeSearchScreen) -> UIViewController {
        SearchViewController(title: BrowserTab.search.title, rows: { ItemListDataSource(tableView: $0.tableView) }) { screen($0.converted(display: { $0 }, rows: { $0 })) }
    }
}
#endif
