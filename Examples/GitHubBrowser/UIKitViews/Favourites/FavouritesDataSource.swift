#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataCore
import StrataList
import StrataUIKit

/// The Favourites list's data-source wrapper on UIKit, the terminal's `FavouritesDataSource`
/// again: article ⑤'s wrapper generic over a cell view model. Each row gets a
/// `FavouriteRowViewModel`; a change of a cell's selection (its `UICellConfigurationState`)
/// reaches the row's view model from here and the cell is configured again (the selected row's
/// detail begins with "Last opened") — the view controller is not involved. A tap still goes to the screen,
/// by row index, to open the favourite.
@MainActor
public final class FavouritesDataSource: ItemListDisplay {
    private let list: TableViewCellViewModelDataSource<Int, RepositoryRow, FavouriteRowViewModel>

    /// Registers `RepositoryCell` and becomes the data source of `tableView`, one
    /// `FavouriteRowViewModel` per row.
    public init(tableView: UITableView) {
        list = TableViewCellViewModelDataSource(
            tableView: tableView,
            cell: RepositoryCell.self,
            isContentEqual: { $0.isContentEqual(to: $1) },
            viewModelProvider: { row, _ in FavouriteRowViewModel(row: row) },
            configure: { cell, content in cell.show(text: content.text, detail: content.uikitDetail) }
        )
    }

    /// Shows `newItems`, animating the difference. A favourite listed twice is shown once, at its
    /// first place.
    public func update(newItems: [RepositoryRow]) {
        var seen = Set<RepositoryRow>()
        let unique = newItems.filter { seen.insert($0).inserted }
        // One section of unique items cannot be refused; were it to be, the table keeps what it shows.
        _ = try? list.apply(sections: [(0, unique)])
    }

    /// The favourite of row `index`, if there is one.
    public func item(at index: Int) -> RepositoryRow? {
        list.list.dataSource.itemIdentifier(for: ListIndexPath(item: index, section: 0))
    }

    /// Calls `handler` with the index of the row the user taps.
    @discardableResult
    public func didSelectRow(_ handler: @escaping @MainActor (Int) -> Void) -> RegistryKey {
        list.didSelectItem { [unowned self] row in
            if let index = list.list.dataSource.indexPath(for: row)?.item { handler(index) }
        }
    }
}
#endif
