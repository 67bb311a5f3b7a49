import GitHubBrowserApplication
import GitHubBrowserDomain
import StrataAlert

/// The status line of a favourites list, for every screen that lists the favourites.
public enum FavouritesStatusText {
    /// What the status line says while the favourites are read for the first time.
    public static var loading: String { "Loading favourites…" }

    /// How many favourites there are, and how to remove one.
    public static func status(count: Int) -> String {
        switch count {
        case 0: "No favourites yet: press f on a repository to add it."
        case 1: "1 favourite — f removes the highlighted one"
        default: "\(count) favourites — f removes the highlighted one"
        }
    }
}
