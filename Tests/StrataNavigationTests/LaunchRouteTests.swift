import Foundation
import StrataNavigation
import Testing

@Suite("LaunchRoute")
struct LaunchRouteTests {
    @Test("every launch route has the kind of its case")
    func kinds() throws {
        let url = try #require(URL(string: "https://example.com/"))
        let routes: [LaunchRoute] = [
            .normal, .notification(payload: ["a": "b"]), .universalLink(url), .urlScheme(url),
            .shortcut(type: "x"), .spotlight(identifier: "y"),
        ]
        #expect(routes.map(\.kind) == LaunchKind.allCases)
    }
}
