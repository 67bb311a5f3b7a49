/// What the passive user-search view can be told — everything it shows, one narrow method each.
///
/// The view decides nothing: it never reads a user or a phase. The presenter calls these methods
/// after every change (*flow synchronisation*).
@MainActor
public protocol PassiveUserSearchView: AnyObject {
    /// Shows the status line, worded for the view's driver.
    func showStatus(_ status: UserSearchStatus)
    /// Shows the user rows.
    func showUsers(_ rows: [UserRow])
}
