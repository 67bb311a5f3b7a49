/// What the user can do on the Search screen, whatever the driver. A view controller maps its
/// controls to these — a text field's events, a key, a tap, a row coming into view — and hands them
/// to its screen object, which decides what each means in its architecture.
public enum SearchIntent: Equatable, Sendable {
    /// The query changed (every keystroke): search after a short pause.
    case changeQuery(String)
    /// The query was submitted: search now.
    case submitQuery(String)
    /// The row at this index was highlighted or came into view; reaching the last one loads more.
    case reachRow(Int)
    /// The row at this index was opened.
    case openRow(Int)
    /// The favourite mark of the row at this index is to be toggled.
    case toggleFavourite(Int)
    /// The current search is to run again.
    case refresh
    /// The user asked why the results are a saved copy (offered only while they are one).
    case explainSavedCopy
}
