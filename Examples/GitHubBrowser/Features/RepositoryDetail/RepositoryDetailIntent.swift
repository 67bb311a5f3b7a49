/// What the user can do on a repository's detail screen, whatever the driver: a view controller
/// maps its controls (a key, a button) to these and hands them to its screen object.
public enum RepositoryDetailIntent: Equatable, Sendable {
    /// The repository's favourite mark is to be toggled.
    case toggleFavourite
    /// The README, which failed, is to be loaded again.
    case retryReadme
}
