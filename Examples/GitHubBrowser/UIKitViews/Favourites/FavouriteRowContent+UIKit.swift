#if os(iOS) || os(Linux)
import GitHubBrowserVocabulary

extension FavouriteRowContent {
    /// The row's detail as UIKit shows it. A tap selects a row and opens it, so the selected row is
    /// the one opened last, and says so: "Last opened · Swift · 7.9k stars".
    public var uikitDetail: String {
        isSelected ? "Last opened · " + detail : detail
    }
}
#endif
