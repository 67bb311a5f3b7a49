#if os(Linux)
import GitHubBrowserUIKitViews
import GitHubBrowserVocabulary

/// The Favourites tab's status line as UIKit words it, for `count` favourites.
func favouritesLine(_ count: Int) -> String {
    FavouritesStatus.count(count).uikitText
}
#endif
