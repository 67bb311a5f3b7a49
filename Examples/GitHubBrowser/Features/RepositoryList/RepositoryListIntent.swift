/// What the user can do on a repository list (the Public tab, "Your repositories"), whatever the
/// driver: a view controller maps its controls (keys, a tap, pull to refresh, a row coming into
/// view) to these and hands them to its screen object.
public enum RepositoryListIntent: Equatable, Sendable {
    /// The row at this index was opened.
    case openRow(Int)
    /// The row at this index was highlighted or came into view; reaching the end loads more.
    case reachRow(Int)
    /// The list is to load again from its first page.
    case refresh
    /// The user asked why the list is a saved copy (offered only while it is one).
    case explainSavedCopy
}
