/// Where a repository's README comes from: GitHub's `GET /repos/{owner}/{name}/readme`.
///
/// The detail screen asks it after the repository itself has loaded. The offline catalog has no
/// READMEs, so an app that reads only the catalog has no `ReadmeSource`, and the screen says so.
/// Every method throws ``DataSourceError`` (and only that).
public protocol ReadmeSource: Sendable {
    /// The README of `id`, or `nil` when the repository has none. GitHub answers both a missing
    /// README and a missing repository with 404, so sources return `nil` for either.
    func readme(of id: RepositoryID) async throws -> Readme?
}
