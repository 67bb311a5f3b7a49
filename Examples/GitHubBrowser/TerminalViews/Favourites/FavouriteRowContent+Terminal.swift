import GitHubBrowserVocabulary

extension FavouriteRowContent {
    /// The row's detail as the terminal shows it: on the highlighted row, after `↵ `, the key that
    /// opens it ("↵ Swift · 7.9k stars").
    public var terminalDetail: String {
        isSelected ? "↵ " + detail : detail
    }
}
