import Foundation
@testable import GitHubBrowserInfrastructure
import Testing

@Suite("LinkHeader")
struct LinkHeaderTests {
    @Test("reads GitHub's pagination links")
    func parses() throws {
        let header = LinkHeader(#"<https://api.github.com/search/repositories?q=a%2Cb&page=2>; rel="next", <https://api.github.com/search/repositories?q=a&page=34>; rel="last""#)
        let next = try #require(header.next)
        #expect(next.queryValue("page") == "2")
        #expect(header.links["last"]?.queryValue("page") == "34")
    }

    @Test("skips garbage without failing", arguments: ["", "garbage", "<>; rel=next", "<https://x.test/a>", "<https://x.test/a; rel=\"next\""])
    func garbage(value: String) {
        #expect(LinkHeader(value).next == nil)
    }
}
