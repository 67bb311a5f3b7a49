/// A use case that lists repositories a page at a time: the first page, then the next on demand.
///
/// ``ListPublicRepositories`` and ``ListUserRepositories`` are two; a screen that pages through a
/// list (the Public tab and "Your repositories" share one) takes any of them.
public protocol RepositoryPaging: Sendable {
    /// The first page.
    func callAsFunction() async throws(AppError) -> RepositoryListing
    /// `listing` followed by the next page; `listing` unchanged when everything is loaded.
    func loadMore(after listing: RepositoryListing) async throws(AppError) -> RepositoryListing
}

extension ListPublicRepositories: RepositoryPaging {}
extension ListUserRepositories: RepositoryPaging {}
