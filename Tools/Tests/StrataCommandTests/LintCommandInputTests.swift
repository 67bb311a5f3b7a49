#if StrataTools
import Foundation
import Testing

/// `strata lint` run as a binary on hostile input (issue 49): files that hung it or crashed it,
/// names and arguments that would drive the terminal, and what it used to skip without a word.
@Suite("strata lint under hostile input (the binary)")
struct LintCommandInputTests {
    /// A warning in a view controller: an implicitly unwrapped presenter.
    private static let warning = "final class HogeViewController: UIViewController {\n    private var presenter: HogePresenter!\n}\n"

    @Test("files that hung the linter or overflowed its stack, and one of 5 MB, are reported at once (exit 1), and the other files' findings are kept")
    func hostileFiles() throws {
        let workspace = try Workspace()
        let files = [
            "Hang.swift": "let x = " + String(repeating: "[", count: 25) + String(repeating: "]", count: 25) + "\n",
            "Brackets.swift": "let x = " + String(repeating: "[", count: 2_000) + String(repeating: "]", count: 2_000) + "\n",
            "Generics.swift": "let x: " + String(repeating: "A<", count: 1_500) + "Int" + String(repeating: ">", count: 1_500) + "\n",
            "ArrayType.swift": "let x: " + String(repeating: "[", count: 3_000) + "Int" + String(repeating: "]", count: 3_000) + "\n",
            "Braces.swift": "func f() {\n" + String(repeating: "{", count: 100_000) + String(repeating: "}", count: 100_000) + "\n}\n",
            "Big.swift": String(repeating: "let v = 1; ", count: 460_000) + "\n",
            "HogeViewController.swift": Self.warning,
        ]
        for (name, source) in files { try workspace.write("Sources/\(name)", source) }
        let result = try StrataBinary.run(["lint", "Sources"], in: workspace.url)
        #expect(result.status == 1)
        #expect(result.error.isEmpty)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.map { String($0.prefix { $0 != ":" }) } == [
            "Sources/ArrayType.swift", "Sources/Big.swift", "Sources/Braces.swift", "Sources/Brackets.swift", "Sources/Generics.swift",
            "Sources/Hang.swift", "Sources/HogeViewController.swift",
        ])
        #expect(lines[1] == "Sources/Big.swift:1:1: error: cannot check this file: it is 5,060,001 bytes, more than the limit of 2,097,152 (limits: max-file-size) [unparseable-file]")
        #expect(lines[5] == "Sources/Hang.swift:1:25: error: cannot check this file: its square brackets nest more than 16 deep here, too deep for the parser to look through in time (limits: max-square-bracket-depth) [unparseable-file]")
        #expect(lines[6].hasSuffix("[implicitly-unwrapped-injection]"))
    }

    @Test("a file name with ESC, an OSC title, BEL, C1 or U+202E is printed escaped in text, and a line break in one cannot forge a finding")
    func hostileNames() throws {
        let workspace = try Workspace()
        let names = ["esc\u{1B}[31mred", "osc\u{1B}]0;PWNED\u{07}", "c1\u{9B}2J", "rlo\u{202E}txt.exe", "forge.swift:1:1: warning: forged [x]\nz"]
        for name in names { try workspace.write("Sources/\(name).swift", Self.warning) }
        let text = try StrataBinary.run(["lint", "Sources"], in: workspace.url)
        #expect(text.status == 0)
        let lines = text.output.split(separator: "\n")
        #expect(lines.count == names.count)
        #expect(lines.allSatisfy { $0.hasSuffix("[implicitly-unwrapped-injection]") })
        #expect(text.output.contains("Sources/osc\\u{1B}]0;PWNED\\u{7}.swift:2:17: warning:"))
        #expect(text.output.contains("Sources/forge.swift:1:1: warning: forged [x]\\u{A}z.swift:2:17: warning:"))
        for format in ["text", "json", "sarif", "github"] {
            let output = try StrataBinary.run(["lint", "--format", format, "Sources"], in: workspace.url).output
            for scalar: Unicode.Scalar in ["\u{1B}", "\u{07}", "\u{9B}", "\u{202E}"] {
                #expect(!output.unicodeScalars.contains(scalar), "\(format) carries U+\(String(scalar.value, radix: 16))")
            }
        }
    }

    @Test("what came from the user is echoed escaped: a configuration key, --baseline, --config, --write-baseline, a path, a --format value", arguments: [
        (["lint", "--config", "bad.yml", "."], "bad.yml:2: unknown rule `\\u{1B}]0;PWNED\\u{7}`"),
        (["lint", "--baseline", "\u{1B}[2Jbase", "."], "the baseline \\u{1B}[2Jbase cannot be read"),
        (["lint", "--config", "\u{1B}]0;T\u{07}conf", "."], "\\u{1B}]0;T\\u{7}conf: cannot read the configuration file"),
        (["lint", "--write-baseline", "/nonexistent/\u{1B}[2Jw.json", "."], "cannot write the baseline /nonexistent/\\u{1B}[2Jw.json"),
        (["lint", "no\u{1B}[2Jsuch"], "no such file or folder: no\\u{1B}[2Jsuch"),
        (["lint", "--format", "\u{1B}[2J", "."], "\\u{1B}[2J"),
        (["new", "screen", "Pro\u{1B}]0;X\u{07}file", "--pattern", "mvp", "--driver", "terminal"], "'Pro\\u{1B}]0;X\\u{7}file' is not a screen name"),
    ])
    func echoedArguments(arguments: [String], expected: String) throws {
        let workspace = try Workspace()
        try workspace.write("bad.yml", "rules:\n  \"\\e]0;PWNED\\a\": on\n")
        let result = try StrataBinary.run(arguments + (arguments[0] == "new" ? ["--path", workspace.url.path] : []), in: workspace.url)
        #expect(result.status == 2)
        #expect(result.error.contains(expected), "\(result.error)")
        #expect(!result.error.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" })
    }

    @Test("a folder that cannot be read is reported (exit 1) beside the others' findings; it gave exit 0 and no output", .enabled(if: canDropPrivileges))
    func unreadableFolder() throws {
        let workspace = try Workspace()
        try workspace.write("Sources/Locked/L.swift", Self.warning)
        try workspace.write("Sources/Open/O.swift", Self.warning)
        #expect(chmod(workspace.url.appendingPathComponent("Sources/Locked").path, 0) == 0)
        defer { chmod(workspace.url.appendingPathComponent("Sources/Locked").path, 0o755) }
        // Root reads every folder: as root, the binary runs as `nobody`.
        let launcher = getuid() == 0 ? ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : []
        let result = try StrataBinary.run(["lint", "Sources"], in: workspace.url, through: launcher)
        #expect(result.status == 1)
        #expect(result.output.split(separator: "\n").map(String.init) == [
            "Sources/Locked:1:1: error: cannot check this folder: it cannot be read (Permission denied), so none of its files were checked [unparseable-file]",
            "Sources/Open/O.swift:2:17: warning: 'presenter' is set after init as an implicitly unwrapped 'HogePresenter!'; inject it through the initialiser (a generic parameter breaks the cycle with the view controller) [implicitly-unwrapped-injection]",
        ])
    }

    @Test("a file whose name is not UTF-8 is reported by a readable name (exit 1); it gave filesChecked 0")
    func nameNotUTF8() throws {
        let workspace = try Workspace()
        try workspace.write("Sources/README", "names\n")
        let path = Array(workspace.url.appendingPathComponent("Sources/caf").path.utf8) + [0xE9] + Array(".swift".utf8) + [0]
        let file = path.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) } }
        #expect(file >= 0)
        close(file)
        let result = try StrataBinary.run(["lint", "--format", "json", "Sources"], in: workspace.url)
        #expect(result.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(object["filesChecked"] as? Int == 1)
        #expect((object["findings"] as? [[String: Any]])?.first?["path"] as? String == "Sources/caf\\xE9.swift")
    }
}

/// Whether a test can run the binary as a user who is refused a folder: as root, through
/// `setpriv` (util-linux); as anyone else, directly.
let canDropPrivileges: Bool = getuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")
#endif
