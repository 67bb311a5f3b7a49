import GitHubBrowserVocabulary
import StrataTerminal

extension RepositoryListRow {
    /// The row as the terminal's list draws it, each kind in its own look: the notice in yellow,
    /// "Show more" in bold (the highlight reaching it loads the next page), "Loading more…" and the
    /// end of the list dimmed, and a failed page in yellow with the key that tries again on the
    /// right, where a narrow terminal still shows it (Enter; `RepositoryListViewController` maps it).
    public var terminalRow: ListRow {
        switch self {
        case .notice(let notice):
            ListRow(notice.terminalText, style: TextStyle.plain.foreground(.yellow))
        case .repository:
            ListRow(text, detail: detail)
        case .showMore:
            ListRow(text, detail: detail, style: .bold)
        case .loadingMore:
            ListRow(text, detail: detail, style: .dim)
        case .loadMoreFailed(_, let isRetryable):
            ListRow("⚠ " + text, detail: isRetryable ? "Enter tries again" : nil, style: TextStyle.plain.foreground(.yellow))
        case .end:
            ListRow(text, style: .dim)
        }
    }
}
