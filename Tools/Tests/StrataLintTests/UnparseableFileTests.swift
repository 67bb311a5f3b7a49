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

    /// Creates an empty file or a folder at `path` (bytes, not necessarily UTF-8).
    private static func create(_ path: [UInt8], folder: Bool) -> Bool {
        (path + [0]).withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { name in
                folder ? mkdir(name.baseAddress!, 0o755) == 0 : { let file = open(name.baseAddress!, O_WRONLY | O_CREAT, 0o644); close(file); return file >= 0 }()
            }
        }
    }

    @Test("a file or folder whose name is not UTF-8 is reported by a readable form of its name, and counts as a file checked (it gave filesChecked 0)")
    func nameNotUTF8() throws {
        let folder = try TemporaryFolder()
        try folder.write("B.swift", Self.violation)
        #expect(Self.create(Array((folder.path + "/caf").utf8) + [0xE9] + Array(".swift".utf8), folder: false))
        #expect(Self.create(Array((folder.path + "/dossier-").utf8) + [0xFF], folder: true))
        #expect(Self.create(Array((folder.path + "/notes-").utf8) + [0xE9] + Array(".txt".utf8), folder: false))
        let report = try Linter(configuration: LintConfiguration(baseDirectory: folder.path)).lint(paths: [folder.path])
        #expect(report.findings.map(\.path) == [folder.path + "/B.swift", folder.path + "/caf\\xE9.swift", folder.path + "/dossier-\\xFF"])
        #expect(report.findings.map(\.rule) == [.implicitlyUnwrappedInjection, .unparseableFile, .unparseableFile])
        #expect(report.findings[1].message == "cannot check this file: its name is not UTF-8 (\\xNN marks each byte that is not); rename it")
        #expect(report.findings[1].severity == .error)
        #expect(report.filesChecked == 2)
    }

    @Test("a folder that cannot be read is reported, and the others are checked (it gave exit 0 and no output)", .enabled(if: getuid() != 0, "root reads every folder: the command's tests check this as another user"))
    func unreadableFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write("Locked/L.swift", Self.violation)
        try folder.write("Open/O.swift", Self.violation)
        #expect(chmod(folder.path + "/Locked", 0) == 0)
        defer { chmod(folder.path + "/Locked", 0o755) }
        let report = try Linter(configuration: LintConfiguration(baseDirectory: folder.path)).lint(paths: [folder.path])
        #expect(report.findings.map(\.rule) == [.unparseableFile, .implicitlyUnwrappedInjection])
        #expect(report.findings.first?.path == folder.path + "/Locked")
        #expect(report.findings.first?.message.hasPrefix("cannot check this folder: it cannot be read (") == true)
    }
}
#endif
