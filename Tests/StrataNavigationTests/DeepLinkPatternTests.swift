import StrataNavigation
import Testing

@Suite("DeepLinkPattern")
struct DeepLinkPatternTests {
    @Test("a pattern lists its path parameters and required query parameters")
    func parsing() throws {
        let pattern = try DeepLinkPattern("/repos/:owner/:name/issues?state=&label")
        #expect(pattern.pathParameters == ["owner", "name"])
        #expect(pattern.requiredQueryParameters == ["state", "label"])
        #expect(pattern.description == "/repos/:owner/:name/issues?state=&label")
        #expect(try DeepLinkPattern("/").pathParameters.isEmpty)
        #expect(try DeepLinkPattern("/a/") == DeepLinkPattern("/a/"))
    }

    @Test("malformed patterns are refused with the reason")
    func malformed() {
        #expect(throws: DeepLinkPatternError.missingLeadingSlash(pattern: "repos/:owner")) { try DeepLinkPattern("repos/:owner") }
        #expect(throws: DeepLinkPatternError.emptySegment(pattern: "/repos//x")) { try DeepLinkPattern("/repos//x") }
        #expect(throws: DeepLinkPatternError.emptyParameterName(pattern: "/repos/:")) { try DeepLinkPattern("/repos/:") }
        #expect(throws: DeepLinkPatternError.duplicateParameter(name: "a", pattern: "/:a/:a")) { try DeepLinkPattern("/:a/:a") }
        #expect(throws: DeepLinkPatternError.duplicateParameter(name: "q", pattern: "/s?q&q=")) { try DeepLinkPattern("/s?q&q=") }
        #expect(throws: DeepLinkPatternError.invalidQuery(pattern: "/s?q=swift")) { try DeepLinkPattern("/s?q=swift") }
        #expect(throws: DeepLinkPatternError.invalidQuery(pattern: "/s?=")) { try DeepLinkPattern("/s?=") }
    }

    @Test("building a path percent-encodes each value as one segment")
    func building() throws {
        let pattern = try DeepLinkPattern("/repos/:owner/:name")
        #expect(try pattern.path(filling: ["owner": "my org", "name": "a/b"]) == "/repos/my%20org/a%2Fb")
        #expect(try pattern.path(filling: ["owner": "山", "name": "x"]) == "/repos/%E5%B1%B1/x")
        #expect(try DeepLinkPattern("/").path(filling: [:]) == "/")
    }

    @Test("building a query sorts it and encodes separators")
    func buildingQuery() throws {
        let pattern = try DeepLinkPattern("/search?q=")
        #expect(try pattern.path(filling: [:], query: ["q": "a&b=c+d", "page": "2"]) == "/search?page=2&q=a%26b%3Dc%2Bd")
    }

    @Test("building without a value, or with an empty one, is an error")
    func buildingErrors() throws {
        let pattern = try DeepLinkPattern("/repos/:owner/:name?tab=")
        #expect(throws: DeepLinkPatternError.missingValue(parameter: "name")) { try pattern.path(filling: ["owner": "a"]) }
        #expect(throws: DeepLinkPatternError.emptyValue(parameter: "owner")) { try pattern.path(filling: ["owner": "", "name": "b"]) }
        #expect(throws: DeepLinkPatternError.missingValue(parameter: "tab")) { try pattern.path(filling: ["owner": "a", "name": "b"]) }
        #expect(throws: DeepLinkPatternError.emptyValue(parameter: "tab")) {
            try pattern.path(filling: ["owner": "a", "name": "b"], query: ["tab": ""])
        }
    }
}
