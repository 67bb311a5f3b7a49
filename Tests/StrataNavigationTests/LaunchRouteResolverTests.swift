import Foundation
import StrataNavigation
import Testing

@Suite("LaunchRouteResolver")
struct LaunchRouteResolverTests {
    let resolver: LaunchRouteResolver<TestRoute>

    init() throws {
        resolver = LaunchRouteResolver(
            home: .home,
            deepLinks: try TestRouter.make(),
            notification: { payload in
                if payload["type"] == "mention" { return .notifications }
                if let owner = payload["owner"], let name = payload["name"] { return .repository(owner: owner, name: name) }
                return nil
            },
            shortcut: { type in type == "com.example.search" ? .search(query: "", page: 1) : nil },
            spotlight: { identifier in
                let parts = identifier.split(separator: "/")
                guard parts.count == 2 else { return nil }
                return .repository(owner: String(parts[0]), name: String(parts[1]))
            }
        )
    }

    func url(_ text: String) throws -> URL { try #require(URL(string: text)) }

    @Test("a normal launch leads home")
    func normal() throws {
        #expect(try resolver.resolve(.normal) == .home)
    }

    @Test("links go through the deep-link router")
    func links() throws {
        #expect(try resolver.resolve(.universalLink(url("https://example.com/repos/a/b"))) == .repository(owner: "a", name: "b"))
        #expect(try resolver.resolve(.urlScheme(url("strata://search?q=x"))) == .search(query: "x", page: 1))
    }

    @Test("a universal link must be an https link; link errors are wrapped")
    func linkErrors() throws {
        #expect(throws: LaunchRouteError.universalLinkIsNotWeb(scheme: "strata")) {
            try resolver.resolve(.universalLink(url("strata://repos/a/b")))
        }
        #expect(throws: LaunchRouteError.deepLink(.unknownHost("evil.com"))) {
            try resolver.resolve(.universalLink(url("https://evil.com/repos/a/b")))
        }
        #expect(throws: LaunchRouteError.deepLink(.noMatchingRoute(path: "/nowhere"))) {
            try resolver.resolve(.urlScheme(url("strata://nowhere")))
        }
    }

    @Test("notifications, shortcuts and Spotlight items use the app's mappings")
    func mappings() throws {
        #expect(try resolver.resolve(.notification(payload: ["type": "mention"])) == .notifications)
        #expect(try resolver.resolve(.notification(payload: ["owner": "a", "name": "b"])) == .repository(owner: "a", name: "b"))
        #expect(try resolver.resolve(.shortcut(type: "com.example.search")) == .search(query: "", page: 1))
        #expect(try resolver.resolve(.spotlight(identifier: "apple/swift")) == .repository(owner: "apple", name: "swift"))
    }

    @Test("what the app does not map is a typed error, never a guess")
    func unmapped() {
        #expect(throws: LaunchRouteError.unrecognizedNotification(payload: ["type": "promo"])) {
            try resolver.resolve(.notification(payload: ["type": "promo"]))
        }
        #expect(throws: LaunchRouteError.unknownShortcut(type: "com.example.old")) {
            try resolver.resolve(.shortcut(type: "com.example.old"))
        }
        #expect(throws: LaunchRouteError.unknownSpotlightItem(identifier: "deleted")) {
            try resolver.resolve(.spotlight(identifier: "deleted"))
        }
    }

    @Test("without mappings, only normal launches and links resolve")
    func defaults() throws {
        let bare = LaunchRouteResolver(home: TestRoute.home, deepLinks: try TestRouter.make())
        #expect(throws: LaunchRouteError.unknownShortcut(type: "x")) { try bare.resolve(.shortcut(type: "x")) }
        #expect(throws: LaunchRouteError.unrecognizedNotification(payload: [:])) { try bare.resolve(.notification(payload: [:])) }
        #expect(throws: LaunchRouteError.unknownSpotlightItem(identifier: "x")) { try bare.resolve(.spotlight(identifier: "x")) }
        #expect(try bare.resolve(.urlScheme(url("strata://repos/new"))) == .newRepository)
    }
}
