import StrataCore

/// The screen object of the Search screen, as its view controller on every driver holds it: the MVP, Flux
/// and Redux apps each have one, and the view controller maps its controls to
/// ``SearchIntent``s for it and nothing else.
@MainActor
public protocol SearchScreenType: ScreenObject {
    /// Hands on what the user did.
    func send(_ intent: SearchIntent)
    /// Runs a search for `text` as if typed and submitted (a `strata://search` link).
    func search(for text: String)
    /// The row a restored state highlights (the Redux app's replayed run), or `nil` for a screen
    /// that starts afresh.
    var restoredHighlight: Int? { get }
}
