#if StrataTools
import Foundation
import StrataLint
import Testing

/// The baseline: findings recorded once are not reported again, wherever the code around them
/// moves; new ones are.
@Suite("Lint baseline")
struct BaselineTests {
    static let screen = """
        final class HogeViewController: ViewController<HogeRootView> {
            private var presenter: HogePresenter!
            override func viewWillAppear(_ animated: Bool) {
                button.addTarget(self, action: #selector(tap), for: .touchUpInside)
            }
        }

        """

    /// The report of linting `files` (path → text), and a line source over the same texts.
    func report(_ files: [String: String]) -> (LintReport, (String) -> String?) {
        let linter = Linter(configuration: LintConfiguration())
        let findings = files.keys.sorted().flatMap { linter.lint(source: files[$0] ?? "", path: $0) }
        return (LintReport(findings: findings, filesChecked: files.count), { files[$0] })
    }

    @Test("the findings a baseline recorded are not new, even after lines are added and removed above them")
    func editsAboveStayQuiet() throws {
        let (before, beforeLines) = report(["Screen.swift": Self.screen])
        #expect(before.findings.count == 2)
        let baseline = LintBaseline(recording: before, lines: beforeLines)

        let edited = "import Foundation\n// A comment a colleague added.\n\n" + Self.screen.replacingOccurrences(of: "    private var presenter", with: "    let title = \"Hoge\"\n    private var presenter")
        let (after, afterLines) = report(["Screen.swift": edited])
        #expect(after.findings.map(\.line) != before.findings.map(\.line), "the findings moved")
        #expect(baseline.newFindings(in: after, lines: afterLines).isEmpty)
    }

    @Test("a new violation is reported: on a new line, in another file, or a second one on a line text the baseline has once")
    func newViolationsAreReported() throws {
        let (before, beforeLines) = report(["Screen.swift": Self.screen])
        let baseline = LintBaseline(recording: before, lines: beforeLines)

        let added = Self.screen.replacingOccurrences(
            of: "    }\n}\n",
            with: "    }\n    override func viewDidAppear(_ animated: Bool) {\n        field.addTarget(self, action: #selector(typed), for: .editingChanged)\n    }\n}\n"
        )
        #expect(added != Self.screen)
        let (after, afterLines) = report(["Screen.swift": added, "Other.swift": Self.screen])
        let new = baseline.newFindings(in: after, lines: afterLines)
        #expect(new.map(\.path).filter { $0 == "Other.swift" }.count == 2, "the same code in another file is new")
        #expect(new.contains { $0.path == "Screen.swift" && $0.rule == .inputRegistrationOutsideViewDidLoad && $0.message.contains("addTarget") })
        #expect(new.filter { $0.path == "Screen.swift" }.count == 1, "the recorded ones stay quiet")

        let line = "        button.addTarget(self, action: #selector(tap), for: .touchUpInside)\n"
        let twice = Self.screen.replacingOccurrences(of: line, with: line + line)
        #expect(twice != Self.screen)
        let (doubled, doubledLines) = report(["Screen.swift": twice])
        #expect(baseline.newFindings(in: doubled, lines: doubledLines).count == 1, "one more of the same line is new")
    }

    @Test("editing the line of a recorded finding reports it again")
    func editedLineIsNew() throws {
        let (before, beforeLines) = report(["Screen.swift": Self.screen])
        let baseline = LintBaseline(recording: before, lines: beforeLines)
        let (after, afterLines) = report(["Screen.swift": Self.screen.replacingOccurrences(of: "HogePresenter!", with: "HogePresenting!")])
        #expect(baseline.newFindings(in: after, lines: afterLines).map(\.rule) == [.implicitlyUnwrappedInjection])
    }

    @Test("a baseline survives its file: written, read back, the same; a damaged or foreign file is refused with a clear message")
    func fileRoundTrip() throws {
        let folder = try TemporaryFolder()
        let (before, beforeLines) = report(["Screen.swift": Self.screen])
        let baseline = LintBaseline(recording: before, lines: beforeLines)
        let path = folder.url.appendingPathComponent("baseline.json").path
        try baseline.encoded().write(to: URL(fileURLWithPath: path))
        #expect(try LintBaseline.load(from: path) == baseline)
        #expect(baseline.findings.first?.text == "private var presenter: HogePresenter!")

        try Data("{\"findings\": 3}".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: LintBaselineError.notABaseline(path: path)) { try LintBaseline.load(from: path) }
        try Data(#"{"version": 9, "findings": []}"#.utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: LintBaselineError.unsupportedVersion(path: path, version: 9)) { try LintBaseline.load(from: path) }
        let missing = folder.url.appendingPathComponent("none.json").path
        #expect(throws: LintBaselineError.unreadable(path: missing)) { try LintBaseline.load(from: missing) }
    }

    @Test("canonical paths: one file, every spelling, the same key relative to the baseline's folder")
    func canonicalPaths() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("app/Sources"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("app/Sources/A.swift").path
        for spelling in [file, folder.path + "/app/./Sources/A.swift", folder.path + "/app/Sources/../Sources/A.swift"] {
            #expect(LintBaseline.canonicalPath(spelling, relativeTo: folder.path) == "app/Sources/A.swift")
            #expect(LintBaseline.canonicalPath(spelling, relativeTo: folder.path + "/app") == "Sources/A.swift")
            #expect(LintBaseline.canonicalPath(spelling, relativeTo: folder.path + "/other") == "../app/Sources/A.swift")
        }
    }
}
#endif
