import GitHubBrowserApplication

/// The texts of a search screen's status line: what to type, what is being searched, what was found
/// and why a search failed.
///
/// Use it wherever a screen searches the catalog, so that every screen — the GitHub Browser's Search
/// tab and each variant of the pattern gallery — says the same thing in the same words.
public enum SearchStatusText {
    /// What the status line says before anything was typed (or after the field was cleared).
    public static var prompt: String { "Type to search repositories by name, description or topic." }

    /// What the status line says while `text` is being searched.
    public static func searching(_ text: String) -> String { "Searching for “\(text)”…" }

    /// What the status line says while the next page is loading.
    public static var loadingMore: String { "Loading more…" }

    /// One line for a search's results: how many were found of how many, and whether there are more.
    public static func summary(of results: SearchResults) -> String {
        let shown = results.repositories.count
        guard shown > 0 else { return "No repositories match “\(results.query.text)”." }
        let total = results.listing.totalCount.map { " of \($0)" } ?? ""
        let noun = CountFormat.repositories(results.listing.totalCount ?? shown)
        let more = results.canLoadMore ? " — go to the end of the list for more" : ""
        return "\(shown)\(total) \(noun) for “\(results.query.text)”\(more)"
    }

    /// What the status line says when a search failed and no earlier results are shown: "The
    /// search failed: server error.", "The search failed: GitHub is unavailable." (a name keeps
    /// its capitals, and so do the words after the first: "client ID").
    public static func failure(_ error: AppError) -> String {
        "The search failed: \(error.reason)."
    }
}

