/// The Favourites tab's status line, as driver-free code says it: the favourites are loading, or how
/// many there are.
///
/// It names no key and no control: each driver's root view adds how to add a favourite (when there
/// is none) and how to remove one (when there are some) in its own words — the terminal's with its
/// key, UIKit's with the detail screen's favourite button. Every architecture's Favourites screen
/// hands it to `FavouritesDisplay.showStatus(_:)`.
public enum FavouritesStatus: Equatable, Sendable {
    /// The favourites are being read for the first time.
    case loading
    /// There are this many favourites (none, one or more).
    case count(Int)

    /// What every driver says, before its own hint: "Loading favourites…", "No favourites yet",
    /// "1 favourite", "3 favourites".
    public var summary: String {
        switch self {
        case .loading: "Loading favourites…"
        case .count(let count) where count <= 0: "No favourites yet"
        case .count(1): "1 favourite"
        case .count(let count): "\(count) favourites"
        }
    }
}
