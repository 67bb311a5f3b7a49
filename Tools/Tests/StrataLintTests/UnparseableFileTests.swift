#if StrataTools
import Foundation
import StrataLint
import Testing

@Suite("unparseable-file")
struct UnparseableFileTests {
    private static let violation = "final class AViewController: UIViewController {\n    var presenter: APresenter!\n}\n"

    @Test("a file that does not parse is reported at its first problem, and the run goes on with the other files")
    func unparseable() throws {
        let folder = try TemporaryFolder()
        try folder.write("A.swift", "struct A {\n    func f( {\n")
        try folder.write("B.swift", Self.violation)
        let report = try Linter(configuration: LintConfiguration(baseDirectory: folder.path)).lint(paths: [folder.path])
        #expect(report.findings.map(\.rule) == [.unparseableFile, .implicitlyUnwrappedInjection])
        #expect(report.findings.first?.line == 2)
        #expect(report.findings.first?.severity == .error)
        #expect(report.filesChecked == 2)
    }

    @Test("a file that is not UTF-8 is reported, not skipped")
    func notUTF8() throws {
        let folder = try TemporaryFolder()
        try folder.write("Latin1.swift", data: Data([0x6C, 0x65, 0x74, 0x20, 0xE9, 0xFF, 0x0A]))
        let report = try Linter(configuration: LintConfiguration()).lint(paths: [folder.path])
        #expect(report.findings.map(\.rule) == [.unparseableFile])
        #expect(report.findings.first?.message.contains("not UTF-8") == true)
    }

    @Test("Swift 5 code parses as Swift 5 (a space after @available), and a bad escape is reported at its own line")
    func grammarAndLexerErrors() {
        #expect(rules("@available (iOS 15.0, *)\nfinal class A {}\n").isEmpty)
        let findings = lint("let a = 1\nlet b = \"\\q\"\n")
        #expect(findings.map(\.rule) == [.unparseableFile])
        #expect(findings.first?.line == 2)
    }
}
#endif
