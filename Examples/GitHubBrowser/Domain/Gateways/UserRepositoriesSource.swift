/// The repositories of the signed-in user (GitHub's `GET /user/repos`): their own, and those they
/// collaborate on or reach through an organisation, private ones included.
///
/// The source sends the current session's token; with no session it fails with
/// ``DataSourceError/unauthorized``.
public protocol UserRepositoriesSource: Sendable {
    /// One page of the signed-in user's repositories, most recently updated first.
    func userRepositories(page: PageRequest) async throws -> Page<Repository>
}
