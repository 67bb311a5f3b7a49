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

    func run() throws {
        let configuration: LintConfiguration
        do {
            configuration = try loadConfiguration()
        } catch {
            fail(error.description)
        }
        let report: LintReport
        do {
            report = try Linter(configuration: configuration).lint(paths: paths.isEmpty ? ["."] : paths)
        } catch {
            fail(error.description)
        }
        FileHandle.standardOutput.write(Data(format.reportFormat.render(report).utf8))
        if report.hasErrors { throw ExitCode(ExitStatus.failure) }
    }

    private func loadConfiguration() throws(ConfigurationError) -> LintConfiguration {
        if let config { return try LintConfiguration.load(from: config) }
        let defaultPath = ".strata-lint.yml"
        guard FileManager.default.fileExists(atPath: defaultPath) else { return LintConfiguration() }
        return try LintConfiguration.load(from: defaultPath)
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
