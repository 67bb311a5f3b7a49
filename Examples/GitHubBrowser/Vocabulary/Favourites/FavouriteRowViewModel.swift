import StrataList

/// The view model of one row of the Favourites list: article ⑤'s cell view model. The row's
/// selection reaches it from the list's data source, never through a view controller, and the
/// row is drawn again from ``content``.
///
/// Opening a favourite concerns the screen, not the row: it still goes from the data source to the
/// view controller and its presenter (or store). The terminal and UIKit `FavouritesDataSource`
/// make one per row; the three architectures share them, so their Favourites screens stay alike.
@MainActor
public final class FavouriteRowViewModel: ListCellViewModel {
    /// What the row shows now.
    public private(set) var content: FavouriteRowContent

    /// A view model for the row of `row`, not selected.
    public init(row: RepositoryRow) {
        content = FavouriteRowContent(row: row)
    }

    /// Remembers whether the row is selected; its data source draws the row again from ``content``.
    public func selectionDidChange(isSelected: Bool) {
        content.isSelected = isSelected
    }
}
