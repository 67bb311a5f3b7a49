import GitHubBrowserDomain

/// The input port of the README on the detail screen. ``ShowReadme`` implements it.
public protocol ShowReadmeUseCase: Sendable {
    /// The README of `id`, or `nil` when the repository has none.
    func callAsFunction(_ id: RepositoryID) async throws(AppError) -> Readme?
}

/// Loads a repository's README for its detail screen, after the repository itself.
///
/// Only the live GitHub source has READMEs: an app that reads the offline catalog alone builds no
/// `ShowReadme`, and its detail screen says the README needs `--source github`.
public struct ShowReadme: ShowReadmeUseCase {
    private let source: any ReadmeSource

    /// Creates the use case over `source`.
    public init(source: some ReadmeSource) {
        self.source = source
    }

    /// The README of `id`, or `nil` when the repository has none.
    /// - Throws: ``AppError``, as every use case: offline, rate limited, an unreadable or
    ///   oversized reply.
    public func callAsFunction(_ id: RepositoryID) async throws(AppError) -> Readme? {
        try await AppError.capture { try await source.readme(of: id) }
    }
}
