import Foundation
import StrataNavigation

/// The routes of a small GitHub client, as a test context.
enum TestRoute: Equatable, Sendable {
    case home
    case repository(owner: String, name: String)
    case newRepository
    case repositorySettings(owner: String)
    case pullRequest(owner: String, name: String, number: Int)
    case search(query: String, page: Int)
    case advancedSearch(query: String, language: String)
    case profile(String)
    case notifications
}

struct ReservedNameError: Error, CustomStringConvertible {
    var description: String { "\"admin\" is reserved" }
}

enum TestRouter {
    static func make() throws -> DeepLinkRouter<TestRoute> {
        var router = DeepLinkRouter<TestRoute>(customSchemes: ["strata"], universalLinkHosts: ["example.com"])
        try router.register("/repos/:owner/:name") { match throws(DeepLinkError) in
            .repository(owner: try match.parameter("owner"), name: try match.parameter("name"))
        }
        try router.register("/repos/:owner/settings") { match in
            .repositorySettings(owner: try match.parameter("owner"))
        }
        try router.register("/repos/new") { _ in .newRepository }
        try router.register("/repos/:owner/:name/pulls/:number") { match in
            .pullRequest(
                owner: try match.parameter("owner"),
                name: try match.parameter("name"),
                number: try match.integer("number")
            )
        }
        try router.register("/search?q=") { match throws(DeepLinkError) in
            .search(query: match.query("q") ?? "", page: try match.integer(query: "page") ?? 1)
        }
        try router.register("/search?q=&language=") { match in
            .advancedSearch(query: match.query("q") ?? "", language: match.query("language") ?? "")
        }
        try router.register("/users/:login") { match in
            let login = try match.parameter("login")
            if login == "admin" { throw ReservedNameError() }
            return .profile(login)
        }
        try router.register("/") { _ in .home }
        return router
    }
}
