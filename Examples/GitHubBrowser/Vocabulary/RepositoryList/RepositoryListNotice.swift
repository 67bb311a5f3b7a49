/// Why the repository list shown may be out of date — a reload failed, or the list is a saved copy —
/// as driver-free code says it, before a driver words what the user can do about it: load the list
/// again (`RepositoryListIntent.refresh`, always offered) and, for a saved copy, ask why
/// (`RepositoryListIntent.explainSavedCopy`).
///
/// It names no key and no control: the terminal's row adds the keys that do these, UIKit's names
/// pull to refresh and a tap on the row. `RepositoryListViewState` derives it;
/// `RepositoryListRow.notice(_:)` shows it, as the first row of the list.
public struct RepositoryListNotice: Hashable, Sendable {
    /// What happened, in whole sentences: "Not updated: you are offline." or "Offline — showing saved
    /// results from 14:05."
    public var message: String
    /// Whether the list is a saved copy the user may ask about (why it is one, what it means).
    public var offersExplanation: Bool

    /// A notice that says `message`; `offersExplanation` when the list is a saved copy.
    public init(_ message: String, offersExplanation: Bool) {
        self.message = message
        self.offersExplanation = offersExplanation
    }
}
