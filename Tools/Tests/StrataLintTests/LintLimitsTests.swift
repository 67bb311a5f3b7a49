#if StrataTools
import Foundation
@testable import StrataLint
import Testing

/// The limits of one file (issue 49, item 1): hostile input is reported as `unparseable-file` at
/// once, and the run goes on with the other files.
@Suite("limits")
struct LintLimitsTests {
    private static let violation = "final class AViewController: UIViewController {\n    var presenter: APresenter!\n}\n"

    /// The inputs of issue 49 that hung or crashed `strata lint`, and deep-but-legal code.
    static let hostile: [(name: String, source: String, squareBrackets: Bool)] = [
        ("25 nested [ (58 bytes; minutes in the parser's look-ahead)", "let x = " + String(repeating: "[", count: 25) + String(repeating: "]", count: 25) + "\n", true),
        ("2,000 nested [ (a stack overflow)", "let x = " + String(repeating: "[", count: 2_000) + String(repeating: "]", count: 2_000) + "\n", true),
        ("1,500 nested generics (a stack overflow)", "let x: " + String(repeating: "A<", count: 1_500) + "Int" + String(repeating: ">", count: 1_500) + "\n", false),
        ("a 3,000-deep [[…Int…]] type (a stack overflow)", "let x: " + String(repeating: "[", count: 3_000) + "Int" + String(repeating: "]", count: 3_000) + "\n", true),
        ("100,000 nested braces", "func f() {\n" + String(repeating: "{", count: 100_000) + String(repeating: "}", count: 100_000) + "\n}\n", false),
        ("100,000 nested parentheses", "let y = " + String(repeating: "(", count: 100_000) + "1" + String(repeating: ")", count: 100_000) + "\n", false),
        ("100,000 nested ifs", "func g(a: Bool) {\n" + String(repeating: "if a {", count: 100_000) + String(repeating: "}", count: 100_000) + "\n}\n", false),
        ("1,000 nested generic arguments over lines", "let x: " + String(repeating: "A<\n", count: 1_000) + "Int" + String(repeating: ">", count: 1_000) + "\n", false),
        ("1,000 nested [( in a type", "let x: " + String(repeating: "[(", count: 1_000) + "Int" + String(repeating: ")]", count: 1_000) + "\n", true),
        // Found past the issue's cases: each overflowed the stack.
        ("100,000 generic arguments written A <A <…", "let x: " + String(repeating: "A <", count: 100_000) + "Int" + String(repeating: ">", count: 100_000) + "\n", false),
        ("100,000 generic arguments written A < A < …", "let x: " + String(repeating: "A < ", count: 100_000) + "Int" + String(repeating: ">", count: 100_000) + "\n", false),
        ("100,000 generic arguments written A <X, A <X, …", "let x: " + String(repeating: "A <X, ", count: 100_000) + "Int" + String(repeating: ">", count: 100_000) + "\n", false),
        ("50,000 nested #if in an expression", "let x = " + String(repeating: "#if A\n", count: 50_000) + "1\n" + String(repeating: "#endif\n", count: 50_000), false),
        ("100,000 function arrows", "let x: () -> " + String(repeating: "() -> ", count: 100_000) + "Int\n", false),
        ("100,000 function arrows, each on a line of its own", "let x: ()\n" + String(repeating: "-> ()\n", count: 100_000) + "-> Int\n", false),
        ("100,000 try", "let x = " + String(repeating: "try ", count: 100_000) + "f()\n", false),
        ("100,000 repeat", "let x = (" + String(repeating: "repeat ", count: 100_000) + "y)\n", false),
        ("100,000 await, one a line", "let x = " + String(repeating: "await\n", count: 100_000) + "f()\n", false),
    ]

    @Test("hostile nesting is reported at the bracket past the limit, and the other files are still checked", arguments: hostile.indices)
    func hostileNesting(index: Int) throws {
        let (_, source, squareBrackets) = Self.hostile[index]
        let folder = try TemporaryFolder()
        try folder.write("Deep.swift", source)
        try folder.write("Screen.swift", Self.violation)
        let report = try Linter(configuration: LintConfiguration(baseDirectory: folder.path)).lint(paths: [folder.path])
        #expect(report.findings.map(\.rule) == [.unparseableFile, .implicitlyUnwrappedInjection])
        let finding = try #require(report.findings.first)
        #expect(finding.path.hasSuffix("Deep.swift"))
        #expect(finding.severity == .error)
        let limit = squareBrackets ? "square brackets nest more than 16 deep" : "brackets, generic arguments or #if blocks nest more than 128 deep"
        #expect(finding.message.contains(limit), "\(finding.message)")
        #expect(report.filesChecked == 2)
    }

    @Test("code nested as deep as the limits allow parses and is checked, on every thread it may run on (debug builds of swift-syntax stopped at 20 levels)")
    func deepButAllowed() throws {
        let depth = 120
        let sources = [
            "func f() {\n" + String(repeating: "if true {", count: depth) + String(repeating: "}", count: depth) + "\n}\n",
            "let y = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth) + "\n",
            "let z = " + String(repeating: "f(", count: depth) + String(repeating: ")", count: depth) + "\n",
            "let x: " + String(repeating: "A<", count: depth) + "Int" + String(repeating: ">", count: depth) + "\n",
            "let w = " + String(repeating: "[", count: 16) + String(repeating: "]", count: 16) + "\n",
            "let v = " + String(repeating: "{ ", count: depth) + String(repeating: "}", count: depth) + "\n",
        ]
        for source in sources {
            #expect(lint(source).isEmpty, "\(source.prefix(40))")
        }
        let folder = try TemporaryFolder()
        for (index, source) in sources.enumerated() { try folder.write("Deep\(index).swift", source) }
        let report = try Linter(configuration: LintConfiguration(baseDirectory: folder.path)).lint(paths: [folder.path])
        #expect(report.findings.isEmpty, "\(report.findings.map(\.message))")
    }

    @Test("recursion no bracket marks (100,000 optional chainings) does not overflow the linter's stack")
    func chainsWithoutBrackets() throws {
        let folder = try TemporaryFolder()
        try folder.write("Chain.swift", "let x = a" + String(repeating: "?.b", count: 100_000) + "\n")
        try folder.write("Screen.swift", Self.violation)
        let report = try Linter(configuration: LintConfiguration(baseDirectory: folder.path)).lint(paths: [folder.path])
        #expect(report.findings.map(\.rule) == [.implicitlyUnwrappedInjection])
    }

    @Test("statements with comparisons, try and arrows, one a line, never add up to the limit")
    func statementsDoNotAddUp() {
        let scanner = NestingScanner(maximumDepth: 4, maximumSquareBracketDepth: 2)
        let lines = [
            "if a < b { f() }", "try foo()", "return try await bar(x < y)", "let f: (Int) -> Int = g", "x = a < b ? c : d",
            "func h() -> A<B> { try g() }", "guard i < n else { return }", "try consume x", "a < b",
        ]
        #expect(scanner.firstExcess(in: String(repeating: lines.joined(separator: "\n") + "\n", count: 50)) == nil)
        #expect(scanner.firstExcess(in: "let x = try try try try try f()\n") == NestingScanner.Excess(offset: 24, squareBrackets: false))
    }

    @Test("brackets in comments, strings, raw strings and regular expressions do not count; those in an interpolation do")
    func textDoesNotCount() {
        let scanner = NestingScanner(maximumDepth: 4, maximumSquareBracketDepth: 2)
        let deep = String(repeating: "[(", count: 50)
        for text in [
            "// \(deep)\nlet a = 1\n",
            "/* outer /* \(deep) */ still a comment \(deep) */\nlet a = 1\n",
            "let s = \"\(deep)\"\n",
            "let s = \"\\\"\(deep)\"\n",
            "let s = \"\"\"\n\(deep)\n\"\n\"\"\"\n",
            "let s = #\"\(deep)\"\\(\"#\n",
            "let s = ##\"\"\"\n\(deep) \"\"\"# \n\"\"\"##\n",
            "let r = #/\(deep)/#\n",
            "let s = \"a \\(f(\"\(deep)\")) b\"\n",
            "if a<b && c<d && e<f || g<h { x = y<z }\nlet q = a<b; let r = c<d\n",
        ] {
            #expect(scanner.firstExcess(in: text) == nil, "\(text)")
        }
        #expect(scanner.firstExcess(in: "let s = \"\\(f(g(h(i(1)))))\"\n") == NestingScanner.Excess(offset: 18, squareBrackets: false))
        #expect(scanner.firstExcess(in: "let x: A<B<C<D<E<F>>>>>\n") == NestingScanner.Excess(offset: 16, squareBrackets: false))
        #expect(scanner.firstExcess(in: "let x = [[[1]]]\n") == NestingScanner.Excess(offset: 10, squareBrackets: true))
        // A stray closer closes nothing; a mismatched one closes what it matches.
        #expect(scanner.firstExcess(in: String(repeating: "(])", count: 100)) == nil)
        #expect(scanner.firstExcess(in: String(repeating: "a<b\n", count: 100)) == nil)
    }

    @Test("nesting the scanner does not count (#if) stops at the parser's own limit, reported as too deep, not as a syntax error")
    func parserNestingLimit() {
        var configuration = LintConfiguration()
        configuration.limits.maximumNestingDepth = 8
        let source = String(repeating: "#if A\n", count: 20) + "let a = 1\n" + String(repeating: "#endif\n", count: 20)
        let findings = lint(source, configuration: configuration)
        #expect(findings.map(\.rule) == [.unparseableFile])
        #expect(findings.first?.message.contains("nest more than 8 deep") == true, "\(findings.map(\.message))")
    }

    @Test("a file larger than max-file-size is reported without being parsed; the others are checked")
    func fileSize() throws {
        let folder = try TemporaryFolder()
        try folder.write("Big.swift", String(repeating: "let a = 1; ", count: 200))
        try folder.write("Screen.swift", Self.violation)
        var configuration = LintConfiguration(baseDirectory: folder.path)
        configuration.limits.maximumFileSize = 1_000
        let report = try Linter(configuration: configuration).lint(paths: [folder.path])
        #expect(report.findings.map(\.rule) == [.unparseableFile, .implicitlyUnwrappedInjection])
        #expect(report.findings.first?.message == "cannot check this file: it is 2,200 bytes, more than the limit of 1,000 (limits: max-file-size)")
        #expect(lint(String(repeating: "let a = 1; ", count: 200), configuration: configuration).first?.message.contains("2,200 bytes") == true)
    }

    @Test("a file of 5 MB, over the default limit of 2 MiB, is reported by its size")
    func defaultFileSize() throws {
        let folder = try TemporaryFolder()
        try folder.write("Big.swift", data: Data(repeating: UInt8(ascii: " "), count: 5_000_000))
        let report = try Linter(configuration: LintConfiguration(baseDirectory: folder.path)).lint(paths: [folder.path])
        #expect(report.findings.map(\.message) == ["cannot check this file: it is 5,000,000 bytes, more than the limit of 2,097,152 (limits: max-file-size)"])
    }

    @Test("a pipe named .swift is reported, never read (a read would wait forever)")
    func notARegularFile() throws {
        let folder = try TemporaryFolder()
        #expect(mkfifo(folder.path + "/Pipe.swift", 0o644) == 0)
        let report = try Linter(configuration: LintConfiguration(baseDirectory: folder.path)).lint(paths: [folder.path + "/Pipe.swift"])
        #expect(report.findings.map(\.message) == ["cannot check this file: it is not a regular file"])
    }

    @Test("a file still being checked when its time budget is spent is reported and given up; the run goes on without it")
    func timeBudget() throws {
        let folder = try TemporaryFolder()
        for name in ["A.swift", "Slow.swift", "Z.swift"] { try folder.write(name, Self.violation) }
        var configuration = LintConfiguration(baseDirectory: folder.path)
        configuration.limits.fileTimeBudget = .milliseconds(100)
        let release = DispatchSemaphore(value: 0)
        let linter = Linter(configuration: configuration)
        let fileLinter = FileLinter(configuration: configuration)
        // The stand-in for a file that never finishes: it waits until the run is over.
        let report = try linter.lint(paths: [folder.path], workers: 2) { path, _ in
            if path.hasSuffix("Slow.swift") { release.wait() }
            return fileLinter.lintFile(source: Self.violation, path: path, layer: nil)
        }
        release.signal()
        #expect(report.findings.map(\.rule) == [.implicitlyUnwrappedInjection, .unparseableFile, .implicitlyUnwrappedInjection])
        #expect(report.findings[1].path.hasSuffix("Slow.swift"))
        #expect(report.findings[1].message == "cannot check this file: parsing and checking it took longer than 0.1 s, so it was given up (limits: file-time-budget)")
        #expect(report.filesChecked == 3)
    }

    @Test("limits are read from .strata-lint.yml; an unknown one is refused at its line")
    func configuration() throws {
        let configuration = try LintConfiguration(
            yaml: "limits:\n  max-file-size: 4096\n  max-nesting-depth: 64\n  max-square-bracket-depth: 8\n  file-time-budget: 2.5\n", baseDirectory: "/"
        )
        #expect(configuration.limits.maximumFileSize == 4_096)
        #expect(configuration.limits.maximumNestingDepth == 64)
        #expect(configuration.limits.maximumSquareBracketDepth == 8)
        #expect(configuration.limits.fileTimeBudget == .milliseconds(2_500))
        #expect(throws: ConfigurationError(path: nil, line: 2, message: "unknown key `max-lines` in `limits`; expected max-file-size, max-nesting-depth, max-square-bracket-depth or file-time-budget")) {
            try LintConfiguration(yaml: "limits:\n  max-lines: 3\n", baseDirectory: "/")
        }
        #expect(throws: ConfigurationError(path: nil, line: 1, message: "`0` is not a positive number")) {
            try LintConfiguration(yaml: "limits: { file-time-budget: 0 }\n", baseDirectory: "/")
        }
    }
}
#endif
