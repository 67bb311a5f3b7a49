import Foundation
import PropertyBased
import StrataNavigation
import Testing

@Suite("DeepLinkRouter")
struct DeepLinkRouterTests {
    let router: DeepLinkRouter<TestRoute>

    init() throws {
        router = try TestRouter.make()
    }

    func route(_ text: String) throws(DeepLinkError) -> TestRoute {
        try router.route(for: text)
    }

    // MARK: Schemes and hosts

    @Test("in a custom-scheme link, the host is the first path segment")
    func customSchemeHost() throws {
        #expect(try route("strata://repos/apple/swift") == .repository(owner: "apple", name: "swift"))
        #expect(try route("strata:///repos/apple/swift") == .repository(owner: "apple", name: "swift"))
        #expect(try route("STRATA://repos/apple/swift") == .repository(owner: "apple", name: "swift"))
        #expect(try route("strata:repos/apple/swift") == .repository(owner: "apple", name: "swift"))
    }

    @Test("a universal link's path is the URL path, on an accepted host")
    func universalLink() throws {
        #expect(try route("https://example.com/repos/apple/swift") == .repository(owner: "apple", name: "swift"))
        #expect(try route("https://EXAMPLE.com/repos/apple/swift") == .repository(owner: "apple", name: "swift"))
        #expect(try route("https://example.com/") == .home)
        #expect(try route("https://example.com") == .home)
        #expect(try route("strata://") == .home)
    }

    @Test("other schemes and hosts are refused with a reason")
    func schemeAndHostRules() {
        #expect(throws: DeepLinkError.unsupportedScheme("http")) { try route("http://example.com/repos/a/b") }
        #expect(throws: DeepLinkError.unsupportedScheme("mailto")) { try route("mailto:someone@example.com") }
        #expect(throws: DeepLinkError.unknownHost("evil.com")) { try route("https://evil.com/repos/a/b") }
        #expect(throws: DeepLinkError.missingScheme) { try route("/repos/a/b") }
        #expect(throws: DeepLinkError.missingHost) { try router.route(for: URL(string: "https:/repos/a/b")!) }
    }

    @Test("with no universal-link hosts, web links are refused")
    func noWebHosts() throws {
        var router = DeepLinkRouter<TestRoute>(customSchemes: ["strata"])
        try router.register("/") { _ in .home }
        #expect(throws: DeepLinkError.unsupportedScheme("https")) { try router.route(for: "https://example.com/") }
        #expect(router.patterns.map(\.description) == ["/"])
    }

    // MARK: Paths

    @Test("one trailing slash is ignored; empty segments are errors")
    func slashes() throws {
        #expect(try route("strata://repos/apple/swift/") == .repository(owner: "apple", name: "swift"))
        #expect(try route("https://example.com/repos/apple/swift/") == .repository(owner: "apple", name: "swift"))
        #expect(throws: DeepLinkError.emptySegment(path: "/apple//swift", position: 2)) {
            try route("strata://repos/apple//swift")
        }
        #expect(throws: DeepLinkError.emptySegment(path: "/repos/apple/swift//", position: 3)) {
            try route("https://example.com/repos/apple/swift//")
        }
    }

    @Test("segments are percent-decoded one by one, UTF-8 included")
    func percentEncoding() throws {
        #expect(try route("strata://repos/my%20org/caf%C3%A9") == .repository(owner: "my org", name: "café"))
        #expect(try route("https://example.com/users/%E5%B1%B1%E7%94%B0") == .profile("山田"))
        #expect(try route("strata://repos/a%2Fb/c") == .repository(owner: "a/b", name: "c"))
        #expect(try router.route(for: URL(string: "strata://users/j%C3%BCrgen")!) == .profile("jürgen"))
    }

    @Test("malformed percent-encoding and text that is no URL are refused")
    func malformed() {
        #expect(throws: DeepLinkError.malformedPercentEncoding("strata://repos/a/%zz")) { try route("strata://repos/a/%zz") }
        #expect(throws: DeepLinkError.malformedPercentEncoding("strata://repos/a/b%")) { try route("strata://repos/a/b%") }
        #expect(throws: DeepLinkError.malformedPercentEncoding("%FF")) { try route("strata://repos/a/%FF") }
        #expect(throws: DeepLinkError.malformedURL("strata://repos/a b/c")) { try route("strata://repos/a b/c") }
        #expect(throws: DeepLinkError.malformedPercentEncoding("%FE")) { try route("strata://search?q=%FE") }
    }

    @Test("unknown paths name the path")
    func unknownPath() {
        #expect(throws: DeepLinkError.noMatchingRoute(path: "/repos/apple")) { try route("strata://repos/apple") }
        #expect(throws: DeepLinkError.noMatchingRoute(path: "/Repos/apple/swift")) { try route("strata://Repos/apple/swift") }
    }

    // MARK: Queries

    @Test("query values are decoded, with + as a space, and extra parameters are kept")
    func query() throws {
        #expect(try route("strata://search?q=swift+nio&page=3&utm=x") == .search(query: "swift nio", page: 3))
        #expect(try route("https://example.com/search?q=caf%C3%A9%2Bbar") == .search(query: "café+bar", page: 1))
        let match = try router.match(URL(string: "strata://search?q=a&q=b&flag")!)
        #expect(match.queryValues == ["q": ["a", "b"], "flag": [""]])
        #expect(match.query("q") == "a")
        #expect(match.query("missing") == nil)
    }

    @Test("a missing or empty required query parameter is named")
    func requiredQuery() {
        #expect(throws: DeepLinkError.missingQueryParameter(name: "q", path: "/search")) { try route("strata://search") }
        #expect(throws: DeepLinkError.missingQueryParameter(name: "q", path: "/search")) { try route("strata://search?page=2") }
        #expect(throws: DeepLinkError.emptyQueryParameter(name: "q", path: "/search")) { try route("strata://search?q=") }
    }

    @Test("a parameter of the wrong form is reported by the builder")
    func invalidParameter() {
        #expect(throws: DeepLinkError.invalidParameter(name: "number", value: "abc", expected: "an integer")) {
            try route("strata://repos/a/b/pulls/abc")
        }
        #expect(throws: DeepLinkError.invalidParameter(name: "page", value: "two", expected: "an integer")) {
            try route("strata://search?q=x&page=two")
        }
    }

    @Test("any other error of a builder becomes a rejection that keeps its message")
    func rejection() {
        #expect(throws: DeepLinkError.rejected(pattern: "/users/:login", reason: "\"admin\" is reserved")) {
            try route("strata://users/admin")
        }
    }

    // MARK: Precedence

    @Test("a literal segment beats a parameter, whatever the registration order")
    func literalsWin() throws {
        #expect(try route("strata://repos/new") == .newRepository)
        #expect(try route("strata://repos/apple/settings") == .repositorySettings(owner: "apple"))
        #expect(try route("strata://repos/apple/swift") == .repository(owner: "apple", name: "swift"))
    }

    @Test("for the same path, the pattern with more satisfied query parameters wins")
    func queryPrecedence() throws {
        #expect(try route("strata://search?q=x&language=swift") == .advancedSearch(query: "x", language: "swift"))
        #expect(try route("strata://search?q=x") == .search(query: "x", page: 1))
    }

    @Test("patterns of equal specificity are tried in registration order")
    func registrationOrder() throws {
        var router = DeepLinkRouter<String>(customSchemes: ["strata"])
        try router.register("/:a") { _ in "first" }
        try router.register("/:b") { _ in "second" }
        #expect(try router.route(for: "strata://x") == "first")
    }

    @Test("a malformed pattern cannot be registered")
    func badPattern() {
        var router = DeepLinkRouter<String>(customSchemes: ["strata"])
        #expect(throws: DeepLinkPatternError.missingLeadingSlash(pattern: "repos")) {
            try router.register("repos") { _ in "" }
        }
        #expect(router.patterns.isEmpty)
    }

    // MARK: Properties

    static let nameCharacters = Gen<Character?>
        .element(of: Array("abcXYZ019-_.~ %/+?#&=é山😀") as [Character])
        .map { $0 ?? "a" }

    @Test("any owner and name round-trip through a built link, custom scheme or web (property)")
    func roundTrip() async throws {
        let pattern = try DeepLinkPattern("/repos/:owner/:name")
        let router = self.router
        await propertyCheck(
            count: 500,
            input: Self.nameCharacters.string(of: 1...12),
            Self.nameCharacters.string(of: 1...12),
            Gen.bool
        ) { owner, name, web in
            let path = try pattern.path(filling: ["owner": owner, "name": name])
            let link = web ? "https://example.com" + path : "strata:/" + path
            #expect(try router.route(for: link) == .repository(owner: owner, name: name), "\(link)")
        }
    }

    @Test("any query text round-trips through a built search link (property)")
    func queryRoundTrip() async throws {
        let pattern = try DeepLinkPattern("/search?q=")
        let router = self.router
        await propertyCheck(count: 500, input: Self.nameCharacters.string(of: 1...20), Gen.int(in: 1...99)) { text, page in
            let path = try pattern.path(filling: [:], query: ["q": text, "page": String(page)])
            #expect(try router.route(for: "strata:/" + path) == .search(query: text, page: page), "\(path)")
        }
    }
}
