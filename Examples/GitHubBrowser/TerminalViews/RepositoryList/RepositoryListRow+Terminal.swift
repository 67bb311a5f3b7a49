import GitHubBrowserVocabulary
import StrataTerminal

extension RepositoryListRow {
    /// The row as the terminal's list draws it, each kind in its own look, with the key that chooses
    /// it where choosing does something (Enter; `RepositoryListViewController` maps it): the notice
    /// in yellow, "Show more" in bold, "Loading more…" and the end of the list dimmed, a failed page
    /// in yellow with "Enter tries again" on the right, where a narrow terminal still shows it.
    public var terminalRow: ListRow {
        switch self {
        case .notice(let notice):
            ListRow(notice.terminalText, style: TextStyle.plain.foreground(.yellow))
        case .repository:
            ListRow(text, detail: detail)
        case .showMore:
            ListRow(text + " — press Enter", detail: detail, style: .bold)
        case .loadingMore:
            ListRow(text, detail: detail, style: .dim)
        case .loadMoreFailed(_, let isRetryable):
            ListRow("⚠ " + text, detail: isRetryable ? "Enter tries again" : nil, style: TextStyle.plain.foreground(.yellow))
        case .end:
            ListRow(text, style: .dim)
        }
    }
}
