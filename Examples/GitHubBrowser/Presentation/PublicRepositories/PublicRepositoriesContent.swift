/// What fills the Public tab's screen; each case looks different.
public enum PublicRepositoriesContent: Equatable, Sendable {
    /// Nothing to show yet: a full-screen spinner.
    case loading
    /// The list.
    case repositories([PublicRepositoryItem])
    /// The source answered with no repositories.
    case empty
    /// Loading failed on our side or on the way (offline, timed out, unreadable, refused) and
    /// there is nothing to show.
    case failure(title: String, message: String)
    /// The server failed (HTTP 5xx) and there is nothing to show.
    case serverError(status: Int, message: String)
}
