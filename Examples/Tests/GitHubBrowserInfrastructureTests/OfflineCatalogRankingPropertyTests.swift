import Foundation
import GitHubBrowserDomain
import GitHubBrowserInfrastructure
import PropertyBased
import Testing

/// The catalog's ranked search agrees with a brute-force ranking on random small catalogs.
@Suite("OfflineCatalog ranking (property)")
struct OfflineCatalogRankingPropertyTests {
    static let vocabulary = ["swift", "sync", "store", "parser", "park", "cache", "cat", "nio"]

    /// Random catalogs: up to 25 repositories named from one or two vocabulary words
    /// (`swift-nio`), owners `o0`, `o1`, … — `o3` and `o4` both own a copy of repository 0's name
    /// whenever there are that many — and a description word each.
    static func catalog(names: [[Int]], stars: [Int]) -> [Repository] {
        names.enumerated().map { index, name in
            let words = (index == 3 || index == 4) && names.count > 4 ? names[0] : name
            return Repository(
                id: RepositoryID(owner: "o\(index)", name: words.map { Self.vocabulary[$0] }.joined(separator: "-")),
                summary: "about " + Self.vocabulary[(index * 3) % Self.vocabulary.count],
                stars: stars[index]
            )
        }
    }

    @Test("prefix queries: names starting with the query, then other name matches, then the rest, each by stars; every match exactly once")
    func agreesWithBruteForce() async throws {
        let words = Gen.int(in: 0...(Self.vocabulary.count - 1)).array(of: 1...2)
        await propertyCheck(count: 60, input: words.array(of: 0...25), Gen.int(in: 0...1000).array(of: 25), words) { names, stars, queryWords in
            let text = queryWords.map { String(Self.vocabulary[$0].prefix(3)) }.joined(separator: " ")
            await Self.expectRankingAgrees(Self.catalog(names: names, stars: stars), query: text)
        }
    }

    @Test("exact-name queries: the exact name (any case, with or without its owner) comes first, then the other tiers")
    func exactNamesComeFirst() async throws {
        let words = Gen.int(in: 0...(Self.vocabulary.count - 1)).array(of: 1...2)
        // The query is a repository's name or owner/name (when `pick` names one), else random
        // words; joined by "-" or " ", upper-cased or not.
        await propertyCheck(
            count: 60,
            input: words.array(of: 1...12), Gen.int(in: 0...1000).array(of: 12), Gen.int(in: 0...14), words, Gen.bool, Gen.bool
        ) { names, stars, pick, queryWords, withOwner, upperCased in
            let repositories = Self.catalog(names: names, stars: stars)
            var text: String
            if pick < repositories.count {
                let repository = repositories[pick]
                text = withOwner ? repository.fullName : repository.name
            } else {
                text = queryWords.map { Self.vocabulary[$0] }.joined(separator: withOwner ? " " : "-")
            }
            if upperCased { text = text.uppercased() }
            await Self.expectRankingAgrees(repositories, query: text)
        }
    }

    /// Searches `repositories` for `text`, page by page, and expects the brute-force ranking.
    static func expectRankingAgrees(_ repositories: [Repository], query text: String) async {
        guard let directory = try? TemporaryDirectory(),
              let catalog = try? OfflineCatalog.open(at: directory.file("c.sqlite"), seed: nil),
              (try? await catalog.upsert(repositories)) != nil,
              let query = try? SearchQuery(text)
        else {
            Issue.record("setting up the catalog failed")
            return
        }
        let expected = BruteForceRanking.rank(repositories, query: query.text)
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

/// The ranking the catalog promises, computed the slow, obvious way.
enum BruteForceRanking {
    /// The full names of the repositories matching `text`, best first.
    static func rank(_ repositories: [Repository], query text: String) -> [String] {
        let tokens = FullTextTokens.of(text)
        let lowered = text.lowercased()
        return repositories.enumerated()
            .compactMap { index, repository -> (tier: Int, stars: Int, index: Int, name: String)? in
                let everything = [repository.name, repository.owner.login, repository.summary ?? ""].joined(separator: " ")
                let tier: Int
                if repository.name.lowercased() == lowered || repository.fullName.lowercased() == lowered {
                    tier = 0
                } else if startsWith(FullTextTokens.of(repository.name), tokens) {
                    tier = 1
                } else if matches(tokens, repository.name) {
                    tier = 2
                } else if matches(tokens, everything) {
                    tier = 3
                } else {
                    return nil
                }
                return (tier, repository.stars, index, repository.fullName)
            }
            .sorted { ($0.tier, -$0.stars, $0.index) < ($1.tier, -$1.stars, $1.index) }
            .map(\.name)
    }

    /// Every query token is a prefix of some word of `text`.
    static func matches(_ tokens: [String], _ text: String) -> Bool {
        let words = FullTextTokens.of(text)
        return !tokens.isEmpty && tokens.allSatisfy { token in words.contains { $0.hasPrefix(token) } }
    }

    /// `words` begin with `tokens`: all but the last token as whole words, the last as a prefix.
    static func startsWith(_ words: [String], _ tokens: [String]) -> Bool {
        guard let last = tokens.last, words.count >= tokens.count else { return false }
        return zip(words, tokens.dropLast()).allSatisfy(==) && words[tokens.count - 1].hasPrefix(last)
    }
}

/// Splits text into lowercased runs of letters and digits, as the catalog's tokenizer does.
enum FullTextTokens {
    static func of(_ text: String) -> [String] {
        text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }
}
