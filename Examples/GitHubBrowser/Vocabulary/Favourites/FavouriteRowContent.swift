/// What one row of the Favourites list shows: the favourite and whether the row is selected.
///
/// It is the content of a ``FavouriteRowViewModel``; the terminal and UIKit rows draw ``text`` and
/// ``detail``, and each driver's data source words ``isSelected`` its own way (the terminal marks
/// the highlighted row with the key that opens it; UIKit, where a tap opens the row, marks the row
/// opened last).
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

    /// Language and stars.
    public var detail: String { row.detail }
}
