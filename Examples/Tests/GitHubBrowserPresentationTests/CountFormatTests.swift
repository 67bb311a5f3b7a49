import GitHubBrowserNavigation
@testable import GitHubBrowserVocabulary
import GitHubBrowserTestSupport
import Testing

@Suite("Counts as the screens show them")
struct CountFormatTests {
    @Test("compact counts keep at most one decimal and a suffix")
    func compact() {
        #expect(CountFormat.compact(0) == "0")
        #expect(CountFormat.compact(999) == "999")
        #expect(CountFormat.compact(1_000) == "1k")
        #expect(CountFormat.compact(1_250) == "1.2k")
        #expect(CountFormat.compact(12_345) == "12k")
        #expect(CountFormat.compact(1_300_000) == "1.3M")
        #expect(CountFormat.compact(-5) == "0")
    }

    @Test("grouped counts separate thousands with commas")
    func grouped() {
        #expect(CountFormat.grouped(0) == "0")
        #expect(CountFormat.grouped(999) == "999")
        #expect(CountFormat.grouped(1_000) == "1,000")
        #expect(CountFormat.grouped(1_234_567) == "1,234,567")
        #expect(CountFormat.grouped(-12_345) == "-12,345")
    }

    @Test("the repository noun agrees with the count")
    func repositoryNoun() {
        #expect(CountFormat.repositories(0) == "repositories")
        #expect(CountFormat.repositories(1) == "repository")
        #expect(CountFormat.repositories(2) == "repositories")
    }
}
