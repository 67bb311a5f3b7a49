import Foundation
import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserVocabulary
import Testing

@Suite("ReadmeSection and ReadmeLine")
struct ReadmeSectionTests {
    @Test("a README request becomes the section every detail screen draws")
    func sectionOfARequest() {
        let readme = Readme("# Hello")
        #expect(ReadmeSection(request: .idle, isAvailable: true) == .loading)
        #expect(ReadmeSection(request: .loading(.initial, previous: nil), isAvailable: true) == .loading)
        #expect(ReadmeSection(request: .loaded(readme), isAvailable: true) == .document(ReadmeDocument(readme)))
        #expect(ReadmeSection(request: .loading(.refresh, previous: .some(readme)), isAvailable: true) == .document(ReadmeDocument(readme)))
        #expect(ReadmeSection(request: .loaded(nil), isAvailable: true) == .missing)
        #expect(ReadmeSection(request: .failed(.offline, previous: nil), isAvailable: true) == .failed(.offline))
        #expect(ReadmeSection(request: .loaded(readme), isAvailable: false) == .unavailableFromSource)
    }

    @Test("each state says what it is; only a failure offers Retry")
    func statuses() {
        let utc = TimeZone.gmt
        #expect(ReadmeSection.loading.status(timeZone: utc) == "Loading the README…")
        #expect(ReadmeSection.missing.status(timeZone: utc) == "This repository has no README.")
        #expect(ReadmeSection.unavailableFromSource.status(timeZone: utc)?.contains("--source github") == true)
        #expect(ReadmeSection.document(ReadmeDocument(Readme("text"))).status(timeZone: utc) == nil)
        let unavailable = ReadmeSection.failed(.serviceUnavailable(retryAfter: nil)).status(timeZone: utc) ?? ""
        #expect(unavailable.hasPrefix("The README could not be loaded. GitHub is unavailable: "))
        #expect([ReadmeSection.loading, .missing, .unavailableFromSource, .document(ReadmeDocument(Readme("")))].allSatisfy { !$0.canRetry })
        #expect(ReadmeSection.failed(.offline).canRetry)
    }

    @Test("a shortened README says the rest is on GitHub")
    func shortened() {
        let long = Readme(String(repeating: "word ", count: Readme.maximumLength))
        #expect(ReadmeSection.document(ReadmeDocument(long)).status() == ReadmeSection.shortenedNote)
    }

    @Test("blocks become lines: headings, markers with indentation, quote bars, code as written, rules, a blank line between blocks")
    func lines() {
        let document = ReadmeDocument(Readme("""
            # Title

            Some *text*.

            - one
              - nested
            2. two

            > quoted

            ```
              let x = 1
            ```
            ---
            """))
        let lines = ReadmeLine.lines(of: document)
        #expect(lines.map(\.plainText) == [
            "Title", "", "Some text.", "", "• one", "  • nested", "2. two", "", "│ quoted", "", "      let x = 1", "", String(repeating: "─", count: 12),
        ])
        #expect(lines.map(\.style) == [.heading, .blank, .text, .blank, .text, .text, .text, .blank, .quote, .blank, .code, .blank, .rule])
        #expect(lines[5].continuation == "    ")
        #expect(lines[8].continuation == ReadmeLine.quoteBar)
        #expect(!lines[10].wraps && lines[2].wraps)
        #expect(ReadmeSection.document(document).lines == lines)
        #expect(ReadmeSection.missing.lines.isEmpty)
    }
}
