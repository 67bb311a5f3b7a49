/// Everything that can happen in the repository-search feature.
enum RepositorySearchAction: Equatable, Sendable {
    case searchStarted(query: String)
    case searchSucceeded([Repository])
    case searchFailed(message: String)
    case favouriteToggled(Repository)
}
