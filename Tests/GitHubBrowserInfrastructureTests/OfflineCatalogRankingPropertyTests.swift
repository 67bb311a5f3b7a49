import Foundation
import GitHubBrowserDomain
import GitHubBrowserInfrastructure
import PropertyBased
import Testing

/// The catalog's ranked search agrees with a brute-force ranking on random small catalogs.
@Suite("OfflineCatalog ranking (property)")
struct OfflineCatalogRankingPropertyTests {
    static let vocabulary = ["swift", "sync", "store", "parser", "park", "cache", "cat", "nio"]

    /// Every query token is a prefix of some word of `text`.
    static func matches(_ tokens: [String], _ text: String) -> Bool {
        let words = text.lowercased().split { !$0.isLetter && !$0.isNumber }
        return tokens.allSatisfy { token in words.contains { $0.hasPrefix(token) } }
    }

    @Test("name matches first, then other matches, each by stars; every match exactly once")
    func agreesWithBruteForce() async throws {
        let words = Gen.int(in: 0...(Self.vocabulary.count - 1)).array(of: 1...2)
        await propertyCheck(count: 60, input: words.array(of: 0...25), Gen.int(in: 0...1000).array(of: 25), words) { names, stars, queryWords in
            let repositories = names.enumerated().map { index, name in
                Repository(
                    id: RepositoryID(owner: "o\(index)", name: name.map { Self.vocabulary[$0] }.joined(separator: "-")),
                    summary: "about " + Self.vocabulary[(index * 3) % Self.vocabulary.count],
                    stars: stars[index]
                )
            }
            let text = queryWords.map { String(Self.vocabulary[$0].prefix(3)) }.joined(separator: " ")
            guard let directory = try? TemporaryDirectory(),
                  let catalog = try? OfflineCatalog.open(at: directory.file("c.sqlite"), seed: nil),
                  (try? await catalog.upsert(repositories)) != nil,
                  let query = try? SearchQuery(text)
            else {
                Issue.record("setting up the catalog failed")
                return
            }
            let tokens = FullTextTokens.of(text)
            let expected = repositories.enumerated()
                .compactMap { index, repository -> (tier: Int, stars: Int, index: Int, name: String)? in
                    let everything = [repository.name, repository.owner.login, repository.summary ?? ""].joined(separator: " ")
                    if Self.matches(tokens, repository.name) { return (0, repository.stars, index, repository.fullName) }
                    if Self.matches(tokens, everything) { return (1, repository.stars, index, repository.fullName) }
                    return nil
                }
                .sorted { ($0.tier, -$0.stars, $0.index) < ($1.tier, -$1.stars, $1.index) }
                .map(\.name)
            var found: [String] = []
            var request: PageRequest? = PageRequest.first(size: 4)
            while let current = request {
                guard let page = try? await catalog.search(query, page: current) else {
                    Issue.record("search failed")
                    return
                }
                found += page.items.map(\.fullName)
                request = page.next
            }
            #expect(found == expected, "query \(text)")
        }
    }
}

/// Splits text into lowercased runs of letters and digits, as the catalog's tokenizer does.
enum FullTextTokens {
    static func of(_ text: String) -> [String] {
        text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }
}
