/// The Search tab's status line, as driver-free code says it: its text and, while the results shown
/// are a saved copy, that copy's headline — which offers the user to ask why
/// (`SearchIntent.explainSavedCopy`).
///
/// It names no key and no control: each driver's root view words the offer its own way (the
/// terminal's with the key that asks, UIKit's with a Why? button next to the line). Screen objects
/// and presenters hand it to `SearchDisplay.showStatus(_:)`.
///
/// ```swift
/// display.showStatus(SearchStatus(SearchStatusText.prompt))
/// display.showStatus(SearchStatus(summary, savedCopyHeadline: notice?.headline))
/// ```
public struct SearchStatus: Equatable, Sendable {
    /// What the line says: the prompt, "Searching for “swift”…", a count of results, why a search
    /// failed or why the query cannot be searched.
    public var text: String
    /// The headline of the saved copy shown ("Offline — showing saved results from 14:05"), said
    /// before ``text``; `nil` while the results are live. While it is there the user may ask why.
    public var savedCopyHeadline: String?

    /// A status line that says `text`, after `savedCopyHeadline` when the results are a saved copy.
    public init(_ text: String, savedCopyHeadline: String? = nil) {
        self.text = text
        self.savedCopyHeadline = savedCopyHeadline
    }

    /// Whether the line offers to say why the results are a saved copy.
    public var offersExplanation: Bool { savedCopyHeadline != nil }
}
