/// What one row of the Favourites list shows: the favourite and whether the row is selected. The
/// selected row's detail begins with `↵`, which opens it.
///
/// It is the content of a ``FavouriteRowViewModel``; the terminal and UIKit rows draw ``text`` and
/// ``detail``.
public struct FavouriteRowContent: Hashable, Sendable {
    /// The favourite shown.
    public var row: RepositoryRow
    /// Whether the row is selected (highlighted on a terminal, tapped on UIKit).
    public var isSelected: Bool

    /// The content of `row`'s row, not selected.
    public init(row: RepositoryRow, isSelected: Bool = false) {
        self.row = row
        self.isSelected = isSelected
    }

    /// The main text: favourite mark, full name and description.
    public var text: String { row.text }

    /// Language and stars; on the selected row, after `↵ ` (Enter or a tap opens it).
    public var detail: String {
        isSelected ? "↵ " + row.detail : row.detail
    }
}
