import GitHubBrowserDomain

/// Turns a ``SearchQuery`` into FTS5 match expressions, quoting every token so user input can never
/// be read as FTS5 syntax.
struct FullTextQuery: Equatable {
    /// Matches rows where every token (as a prefix) appears in any indexed column.
    let anyColumn: String
    /// Matches rows where every token (as a prefix) appears in the repository's name.
    let nameOnly: String

    /// `nil` when the query has no letters or digits to search for.
    init?(_ query: SearchQuery) {
        let tokens = Self.tokens(of: query.text)
        guard !tokens.isEmpty else { return nil }
        anyColumn = tokens.map { "\"\($0)\"*" }.joined(separator: " AND ")
        nameOnly = tokens.map { "name : \"\($0)\"*" }.joined(separator: " AND ")
    }

    /// The lowercased runs of letters and digits in `text` (what the `unicode61` tokenizer keeps).
    static func tokens(of text: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        for character in text.lowercased() {
            if character.isLetter || character.isNumber {
                current.append(character)
            } else if !current.isEmpty {
                tokens.append(current)
                current = ""
            }
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }
}
