/// What the user can do on the Favourites tab, whatever the driver: a view controller maps its
/// controls to these and hands them to its screen object.
public enum FavouritesIntent: Equatable, Sendable {
    /// The row at this index was opened.
    case openRow(Int)
    /// The favourite of the row at this index is to be removed.
    case remove(Int)
}

extension FavouritesIntent {
    /// The index of the row the intent is about.
    public var index: Int {
        switch self {
        case .openRow(let index), .remove(let index): index
        }
    }
}
