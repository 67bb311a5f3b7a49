import Foundation
import GitHubBrowserDomain
import PropertyBased
import Testing

@Suite("SearchQuery")
struct SearchQueryTests {
    @Test("trims surrounding white space")
    func trims() throws {
        #expect(try SearchQuery("  swift nio \n").text == "swift nio")
    }

    @Test("refuses empty and blank text", arguments: ["", "   ", "\n\t "])
    func refusesBlank(text: String) {
        #expect(throws: SearchQueryError.empty) { try SearchQuery(text) }
    }

    @Test("refuses text over the length limit, accepts text at it")
    func lengthLimit() throws {
        let atLimit = String(repeating: "a", count: SearchQuery.maximumLength)
        #expect(try SearchQuery(atLimit).text.count == SearchQuery.maximumLength)
        #expect(throws: SearchQueryError.tooLong(length: SearchQuery.maximumLength + 1, maximum: SearchQuery.maximumLength)) {
            try SearchQuery(atLimit + "a")
        }
    }

    @Test("splits into words")
    func words() throws {
        #expect(try SearchQuery(" swift   nio  http ").words == ["swift", "nio", "http"])
    }

    @Test("a valid query is already trimmed and non-empty, whatever padding surrounds it")
    func validQueriesAreTrimmed() async {
        await propertyCheck(input: Gen.letterOrNumber.string(of: 1...40), Gen.int(in: 0...5), Gen.int(in: 0...5)) { core, left, right in
            let padded = String(repeating: " ", count: left) + core + String(repeating: "\n", count: right)
            let query = try? SearchQuery(padded)
            #expect(query?.text == core)
        }
    }

    @Test("round-trips through Codable and refuses invalid encoded text")
    func codable() throws {
        let query = try SearchQuery("grdb")
        let data = try JSONEncoder().encode([query])
        #expect(try JSONDecoder().decode([SearchQuery].self, from: data) == [query])
        #expect(throws: (any Error).self) { try JSONDecoder().decode([SearchQuery].self, from: Data(#"["  "]"#.utf8)) }
    }
}
