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

            Configuration: .strata-lint.yml (or --config FILE) turns rules on or off, sets their \
            severity and options (view-controller-length: max-lines; ui-import-in-presentation: \
            ui-modules; input-registration-outside-view-did-load: calls), declares the layers of \
            layer-dependency (layers, or packages: folders of Swift packages whose every target is a \
            layer that may import its direct dependencies, read with 'swift package dump-package'; \
            with the rules independent and forbidden on top), leaves paths out (excluded) and sets \
            the limits of one file (limits: \
            max-file-size, max-nesting-depth, max-square-bracket-depth, file-time-budget). It is \
            looked for, as the baseline .strata-lint-baseline.json is, in the current folder and \
            each folder above it up to the package root (the first one with a Package.swift); the \
            nearest wins.

            Suppress a finding with '// strata-lint:disable:next <rule> <reason>' on the line before \
            it, or a rule for a whole file with '// strata-lint:disable <rule> <reason>'.

            Baseline: on code that already breaks the rules, record today's findings once with \
            --write-baseline FILE, then lint with --baseline FILE (or keep it as \
            .strata-lint-baseline.json) to report only findings that are not in it. A finding is \
            matched by file, rule and the text of its line, so edits above it do not bring it back.

            Nothing is skipped silently: a file or folder that cannot be read, a name that is not \
            UTF-8, a file larger than max-file-size (2 MiB), nested deeper than max-nesting-depth \
            (128) or max-square-bracket-depth (16), or taking longer than file-time-budget (30 s) is \
            reported as unparseable-file, and the other files are still checked.

            SwiftPM plugins: add Strata with its StrataTools trait and StrataLintPlugin to a target to lint it in \
            every build, or run 'swift package strata-lint'; both pass --package-folder.

            Exit status: 0 no finding at error severity (with --strict: no finding at all), 1 \
            findings at error severity (with --strict: any finding), 2 a usage or configuration \
            error.
            """
    )

    @Argument(help: "Swift files or folders to check (default: the current folder).")
    var paths: [String] = []

    @Option(help: "The configuration file (default: the nearest .strata-lint.yml, from the current folder up to the package root).")
    var config: String?

    @Option(help: "Output format: text (compiler style), json, sarif (SARIF 2.1.0) or github (GitHub Actions annotations).")
    var format: OutputFormat = .text

    @Option(help: "Report only the findings that are not in this baseline file (default: the nearest .strata-lint-baseline.json, as for the configuration).")
    var baseline: String?

    @Option(help: "Record every finding in this baseline file (replacing it) instead of reporting them.")
    var writeBaseline: String?

    @Flag(help: "Fail (exit status 1) on a finding of any severity, warnings included.")
    var strict = false

    @Option(help: ArgumentHelp(
        "Take .strata-lint.yml and .strata-lint-baseline.json from this folder only, when they are there and --config or --baseline is not given (what the SwiftPM plugins pass).",
        valueName: "folder"
    ))
    var packageFolder: String?

    func run() throws {
        let folders = settingsFolders()
        var configuration: LintConfiguration
        do {
            configuration = try loadConfiguration(from: folders)
        } catch {
            fail(error.description)
        }
        do {
            try configuration.describePackages()
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
            Console.note("strata lint: recorded \(count) finding\(count == 1 ? "" : "s") in \(writeBaseline)")
            return
        }
        if let baseline = baseline ?? nearest(".strata-lint-baseline.json", in: folders) {
            do {
                let folder = URL(fileURLWithPath: baseline).deletingLastPathComponent().path
                report.findings = try LintBaseline.load(from: baseline).newFindings(in: report, relativeTo: folder, lines: source)
            } catch {
                fail(error.description)
            }
        }
        FileHandle.standardOutput.write(Data(format.reportFormat.render(report).utf8))
        if report.hasErrors || (strict && !report.findings.isEmpty) { throw ExitCode(ExitStatus.failure) }
    }

    /// The folders the configuration and the baseline are looked for in, nearest first: the
    /// `--package-folder` alone, or the current folder and each one above it up to the package
    /// root (the first with a `Package.swift`) — the current folder alone outside a package.
    /// Each is a path relative to the current folder (`.`, `..`, `../..`), so that a message names
    /// the file as the user would.
    private func settingsFolders() -> [String] {
        if let packageFolder { return [packageFolder] }
        var folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL
        var folders: [String] = []
        while true {
            folders.append(folders.isEmpty ? "." : folders.count == 1 ? ".." : folders[folders.count - 1] + "/..")
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folders }
            let parent = folder.deletingLastPathComponent().standardizedFileURL
            guard parent.path != folder.path else { break }
            folder = parent
        }
        return ["."]
    }

    /// The file `name` in the nearest of `folders` that has it.
    private func nearest(_ name: String, in folders: [String]) -> String? {
        folders.lazy.map { $0 == "." ? name : ($0.hasSuffix("/") ? $0 : $0 + "/") + name }.first { FileManager.default.fileExists(atPath: $0) }
    }

    private func loadConfiguration(from folders: [String]) throws(ConfigurationError) -> LintConfiguration {
        if let config { return try LintConfiguration.load(from: config) }
        guard let found = nearest(".strata-lint.yml", in: folders) else { return LintConfiguration() }
        return try LintConfiguration.load(from: found)
    }

    private func fail(_ message: String) -> Never {
        Console.error(message)
        Foundation.exit(ExitStatus.usage)
    }
}

/// The `--format` values.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, sarif, github

    var reportFormat: ReportFormat {
        switch self {
        case .text: .text
        case .json: .json
        case .sarif: .sarif
        case .github: .github
        }
    }
}
#endif
