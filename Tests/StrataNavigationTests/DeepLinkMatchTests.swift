import Foundation
import StrataNavigation
import Testing

@Suite("DeepLinkMatch")
struct DeepLinkMatchTests {
    func match() throws -> DeepLinkMatch {
        DeepLinkMatch(
            url: try #require(URL(string: "strata://pulls/42?page=3&sort=new&page=4&bad=x")),
            pattern: try DeepLinkPattern("/pulls/:number"),
            parameters: ["number": "42"],
            queryValues: ["page": ["3", "4"], "sort": ["new"], "bad": ["x"]]
        )
    }

    @Test("path parameters, as text or numbers")
    func parameters() throws {
        let match = try match()
        #expect(try match.parameter("number") == "42")
        #expect(try match.integer("number") == 42)
        #expect(throws: DeepLinkError.undeclaredParameter(name: "owner", pattern: "/pulls/:number")) {
            try match.parameter("owner")
        }
    }

    @Test("query values: the first by default, all on request, numbers checked")
    func query() throws {
        let match = try match()
        #expect(match.query("page") == "3")
        #expect(match.queryValues["page"] == ["3", "4"])
        #expect(try match.integer(query: "page") == 3)
        #expect(try match.integer(query: "absent") == nil)
        #expect(throws: DeepLinkError.invalidParameter(name: "bad", value: "x", expected: "an integer")) {
            try match.integer(query: "bad")
        }
    }

    @Test("a non-numeric path parameter is reported")
    func notANumber() throws {
        let match = DeepLinkMatch(
            url: try #require(URL(string: "strata://pulls/x")),
            pattern: try DeepLinkPattern("/pulls/:number"),
            parameters: ["number": "x"],
            queryValues: [:]
        )
        #expect(throws: DeepLinkError.invalidParameter(name: "number", value: "x", expected: "an integer")) {
            try match.integer("number")
        }
    }
}
