import Foundation
import GitHubBrowserDomain

/// A repository as GitHub's REST API describes it. Only `name` and `owner.login` are required: the
/// public-repositories list omits counts and dates.
struct GitHubRepositoryPayload: Decodable {
    struct OwnerPayload: Decodable {
        var login: String
        var type: String?
    }

    struct LicensePayload: Decodable {
        var spdx_id: String?
        var name: String?
    }

    var name: String
    var owner: OwnerPayload
    var description: String?
    var language: String?
    var stargazers_count: Int?
    var forks_count: Int?
    var open_issues_count: Int?
    var license: LicensePayload?
    var topics: [String]?
    var updated_at: Date?
    var pushed_at: Date?
    var html_url: String?

    /// The repository, once its counts are checked; `path` names it in the error
    /// (`search results: items[3]`).
    /// - Throws: ``DataSourceError/malformedResponse(detail:)`` for a count that is not plausible.
    func repository(at path: String) throws(DataSourceError) -> Repository {
        try PlausibleCount.check(stargazers_count, "\(path).stargazers_count")
        try PlausibleCount.check(forks_count, "\(path).forks_count")
        try PlausibleCount.check(open_issues_count, "\(path).open_issues_count")
        guard owner.login.unicodeScalars.count <= Account.maximumLoginLength else {
            throw .malformedResponse(detail: "\(path).owner.login is \(owner.login.unicodeScalars.count) characters, more than the \(Account.maximumLoginLength) a login has")
        }
        // GitHub's repository names have at most 100 characters.
        guard name.unicodeScalars.count <= 100 else {
            throw .malformedResponse(detail: "\(path).name is \(name.unicodeScalars.count) characters, more than the 100 a repository name has")
        }
        return repository
    }

    private var repository: Repository {
        let spdx = license?.spdx_id.flatMap { $0 == "NOASSERTION" ? nil : $0 }
        return Repository(
            id: RepositoryID(owner: owner.login, name: name),
            isOrganization: owner.type.map { $0 == "Organization" },
            summary: description,
            language: language,
            stars: stargazers_count ?? 0,
            forks: forks_count ?? 0,
            openIssues: open_issues_count ?? 0,
            licence: spdx ?? license?.name,
            topics: topics ?? [],
            updatedAt: pushed_at ?? updated_at,
            webURL: html_url.flatMap { URL(string: $0) }
        )
    }
}

/// The reply of `GET /search/repositories`.
struct GitHubSearchPayload: Decodable {
    var total_count: Int
    var items: [GitHubRepositoryPayload]
}

/// The reply of `GET /search/users`: users and organisations, each as its login and type.
struct GitHubUserSearchPayload: Decodable {
    var total_count: Int
    var items: [GitHubRepositoryPayload.OwnerPayload]
}

extension GitHubRepositoryPayload.OwnerPayload {
    /// The owner, once its login is checked; `path` names it in the error
    /// (`user search results: items[3]`).
    /// - Throws: ``DataSourceError/malformedResponse(detail:)`` for an empty login, which no
    ///   GitHub account has and no later request could name.
    func owner(at path: String) throws(DataSourceError) -> Owner {
        guard !login.isEmpty else { throw .malformedResponse(detail: "\(path).login is empty") }
        guard login.unicodeScalars.count <= Account.maximumLoginLength else {
            throw .malformedResponse(detail: "\(path).login is \(login.unicodeScalars.count) characters, more than the \(Account.maximumLoginLength) a login has")
        }
        return Owner(login: login, isOrganization: type.map { $0 == "Organization" })
    }
}

/// The reply of `GET /user`.
struct GitHubUserPayload: Decodable {
    var login: String
    var name: String?
    var public_repos: Int?

    /// The account, once its repository count is checked.
    /// - Throws: ``DataSourceError/malformedResponse(detail:)`` for a count that is not plausible.
    func account() throws(DataSourceError) -> Account {
        try PlausibleCount.check(public_repos, "account: public_repos")
        // Checked before anything shows it: a 3 MB login would cost seconds of layout per frame.
        if let problem = Account.problem(login: login, name: name) {
            throw .malformedResponse(detail: "account: \(problem)")
        }
        return Account(login: login, name: name, publicRepositoryCount: public_repos)
    }
}

/// GitHub's error body: `{"message": "…"}`.
struct GitHubErrorPayload: Decodable {
    var message: String
}
