#if StrataTools
import ArgumentParser
import Foundation
import StrataLint

/// `strata lint [PATH…]`: checks Swift files against the articles' rules.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check Swift files against the articles' rules.",
        discussion: """
            Rules: \(RuleID.allCases.map(\.rawValue).joined(separator: ", ")).

            Configuration: .strata-lint.yml in the current folder (or --config FILE) turns rules on \
            or off, sets their severity and options (view-controller-length: max-lines; \
            ui-import-in-presentation: ui-modules; input-registration-outside-view-did-load: calls), \
            declares the layers of layer-dependency, and leaves paths out (excluded).

            Suppress a finding with '// strata-lint:disable:next <rule> <reason>' on the line before \
            it, or a rule for a whole file with '// strata-lint:disable <rule> <reason>'.

            Baseline: on code that already breaks the rules, record today's findings once with \
            --write-baseline FILE, then lint with --baseline FILE to report only findings that are \
            not in it. A finding is matched by file, rule and the text of its line, so edits above \
            it do not bring it back.

            SwiftPM plugins: add Strata with its StrataTools trait and StrataLintPlugin to a target to lint it in \
            every build, or run 'swift package strata-lint'; both pass --package-folder.

            Exit status: 0 no finding at error severity, 1 findings at error severity, 2 a usage or \
            configuration error.
            """
    )

    @Argument(help: "Swift files or folders to check (default: the current folder).")
    var paths: [String] = []

    @Option(help: "The configuration file (default: .strata-lint.yml in the current folder, if any).")
    var config: String?

    @Option(help: "Output format: text (compiler style), json or sarif (SARIF 2.1.0).")
    var format: OutputFormat = .text

    @Option(help: "Report only the findings that are not in this baseline file.")
    var baseline: String?

    @Option(help: "Record every finding in this baseline file (replacing it) instead of reporting them.")
    var writeBaseline: String?

    @Option(help: ArgumentHelp(
        "Take .strata-lint.yml and .strata-lint-baseline.json from this folder when they are there and --config or --baseline is not given (what the SwiftPM plugins pass).",
        valueName: "folder"
    ))
    var packageFolder: String?

    func run() throws {
        let configuration: LintConfiguration
        do {
            configuration = try loadConfiguration()
        } catch {
            fail(error.description)
        }
        if baseline != nil, writeBaseline != nil {
            fail("--baseline and --write-baseline cannot be used together")
        }
        var report: LintReport
        do {
            report = try Linter(configuration: configuration).lint(paths: paths.isEmpty ? ["."] : paths)
        } catch {
            fail(error.description)
        }
        let source = { (path: String) in try? String(contentsOfFile: path, encoding: .utf8) }
        if let writeBaseline {
            do {
                let folder = URL(fileURLWithPath: writeBaseline).deletingLastPathComponent().path
                try LintBaseline(recording: report, relativeTo: folder, lines: source).encoded()
                    .write(to: URL(fileURLWithPath: writeBaseline), options: .atomic)
            } catch {
                fail("cannot write the baseline \(writeBaseline): \(error.localizedDescription)")
            }
            let count = report.findings.count
            FileHandle.standardError.write(Data("strata lint: recorded \(count) finding\(count == 1 ? "" : "s") in \(writeBaseline)\n".utf8))
            return
        }
        if let baseline = baseline ?? packageFile(".strata-lint-baseline.json") {
            do {
                let folder = URL(fileURLWithPath: baseline).deletingLastPathComponent().path
                report.findings = try LintBaseline.load(from: baseline).newFindings(in: report, relativeTo: folder, lines: source)
            } catch {
                fail(error.description)
            }
        }
        FileHandle.standardOutput.write(Data(format.reportFormat.render(report).utf8))
        if report.hasErrors { throw ExitCode(ExitStatus.failure) }
    }

    private func loadConfiguration() throws(ConfigurationError) -> LintConfiguration {
        if let config { return try LintConfiguration.load(from: config) }
        let defaultPath = packageFolder.map { URL(fileURLWithPath: $0).appendingPathComponent(".strata-lint.yml").path } ?? ".strata-lint.yml"
        guard FileManager.default.fileExists(atPath: defaultPath) else { return LintConfiguration() }
        return try LintConfiguration.load(from: defaultPath)
    }

    /// The file `name` in `--package-folder`, if that option is given and the file is there.
    private func packageFile(_ name: String) -> String? {
        guard let packageFolder else { return nil }
        let path = URL(fileURLWithPath: packageFolder).appendingPathComponent(name).path
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    private func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("error: \(message)\n".utf8))
        Foundation.exit(ExitStatus.usage)
    }
}

/// The `--format` values.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, sarif

    var reportFormat: ReportFormat {
        switch self {
        case .text: .text
        case .json: .json
        case .sarif: .sarif
        }
    }
}
#endif
