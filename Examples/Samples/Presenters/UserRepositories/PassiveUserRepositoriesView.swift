/// What the passive view of a user's repositories can be told — everything it shows, one narrow
/// method each; it decides nothing (*flow synchronisation*).
@MainActor
public protocol PassiveUserRepositoriesView: AnyObject {
    /// Shows the screen's title.
    func showTitle(_ text: String)
    /// Shows the status line, worded for the view's driver.
    func showStatus(_ status: UserRepositoriesStatus)
    /// Shows the repository rows.
    func showRepositories(_ rows: [UserRepositoryRow])
}
