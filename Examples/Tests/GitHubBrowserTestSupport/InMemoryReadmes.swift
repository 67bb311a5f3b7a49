import GitHubBrowserDomain

/// READMEs over a dictionary: `nil` for a repository it does not hold, or the failure set with
/// ``fail(with:)``; it counts what was asked for.
public actor InMemoryReadmes: ReadmeSource {
    private var readmes: [RepositoryID: Readme]
    private var failure: DataSourceError?
    public private(set) var requested: [RepositoryID] = []

    public init(_ readmes: [RepositoryID: Readme] = [:]) {
        self.readmes = readmes
    }

    /// Fails every request with `error` (or stops failing with `nil`).
    public func fail(with error: DataSourceError?) {
        failure = error
    }

    public func readme(of id: RepositoryID) async throws -> Readme? {
        requested.append(id)
        if let failure { throw failure }
        return readmes[id]
    }
}
