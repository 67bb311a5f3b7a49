import GitHubBrowserDomain

/// Turns a ``SearchQuery`` into what the catalog's ranked search needs: FTS5 match expressions
/// (every token quoted, so user input can never be read as FTS5 syntax) and the keys of an exact
/// name match.
struct FullTextQuery: Equatable {
    /// Matches rows where every token (as a prefix) appears in any indexed column.
    let anyColumn: String
    /// Matches rows where every token (as a prefix) appears in the repository's name.
    let nameOnly: String
    /// Matches rows whose name *starts* with the query's tokens, in order: every token but the last
    /// is a whole word of the name, the last a prefix (`swift ni` → `swift-nio-extras`).
    let namePrefix: String
    /// The lowercased query text, compared with the lowercased name (`swift-nio`).
    let exactName: String
    /// For a query of the form `owner/name`, its lowercased parts, compared with the lowercased
    /// owner and name (`apple/swift-nio`).
    let exactOwnerAndName: OwnerAndName?

    /// The two halves of an `owner/name` query, lowercased.
    struct OwnerAndName: Equatable {
        let owner: String
        let name: String
    }

    /// `nil` when the query has no letters or digits to search for.
    init?(_ query: SearchQuery) {
        let tokens = Self.tokens(of: query.text)
        guard !tokens.isEmpty else { return nil }
        anyColumn = tokens.map { "\"\($0)\"*" }.joined(separator: " AND ")
        nameOnly = tokens.map { "name : \"\($0)\"*" }.joined(separator: " AND ")
        namePrefix = "name : ^ \"\(tokens.joined(separator: " "))\" *"
        exactName = query.text.lowercased()
        let parts = exactName.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        if parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty {
            exactOwnerAndName = OwnerAndName(owner: String(parts[0]), name: String(parts[1]))
        } else {
            exactOwnerAndName = nil
        }
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
