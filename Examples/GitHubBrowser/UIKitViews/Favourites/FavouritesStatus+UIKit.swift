#if os(iOS) || os(Linux)
import GitHubBrowserVocabulary

extension FavouritesStatus {
    /// The status line as UIKit shows it, naming the button that adds or removes a favourite — the
    /// detail screen's (``RepositoryDetailRootView/addFavouriteTitle``,
    /// ``RepositoryDetailRootView/removeFavouriteTitle``): "No favourites yet: open a repository and
    /// tap ☆ Add to favourites.", "2 favourites — to remove one, open it and tap ★ Favourite".
    public var uikitText: String {
        switch self {
        case .loading: summary
        case .count(let count) where count <= 0: "\(summary): open a repository and tap \(RepositoryDetailRootView.addFavouriteTitle)."
        case .count: "\(summary) — to remove one, open it and tap \(RepositoryDetailRootView.removeFavouriteTitle)"
        }
    }
}
#endif
