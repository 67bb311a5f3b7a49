import GitHubBrowserVocabulary

extension FavouritesStatus {
    /// The status line as the terminal shows it, with the key that adds or removes a favourite
    /// (f, on a repository's row or detail and on the highlighted favourite): "No favourites yet:
    /// press f on a repository to add it.", "2 favourites — f removes the highlighted one".
    public var terminalText: String {
        switch self {
        case .loading: summary
        case .count(let count) where count <= 0: "\(summary): press f on a repository to add it."
        case .count: "\(summary) — f removes the highlighted one"
        }
    }
}
