import Foundation
import PackagePlugin

/// `swift package strata-lint [--target NAME …] [strata lint options …]`: lints the package's
/// targets on demand (every Swift target, or the ones named), with `.strata-lint.yml` and
/// `.strata-lint-baseline.json` from the package's folder when they are there and no `--config` or
/// `--baseline` is given. Every other option goes to `strata lint` as it is (`--format sarif`,
/// `--baseline FILE`); the exit status is the linter's.
@main
struct StrataLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let named = extractor.extractOption(named: "target")
        let options = extractor.remainingArguments
        let targets = try named.isEmpty ? context.package.targets : context.package.targets(named: named)
        let folders = targets.compactMap { $0 as? SourceModuleTarget }
            .filter { !$0.sourceFiles(withSuffix: "swift").map(\.url).isEmpty }
            .map { $0.directoryURL.path }
        guard !folders.isEmpty else {
            Diagnostics.warning("strata lint: no Swift target to lint")
            return
        }
        let packageFolder = context.package.directoryURL
        let process = Process()
        process.executableURL = try context.tool(named: "StrataCommand").url
        process.arguments = ["lint", "--package-folder", packageFolder.path] + options + folders
        process.currentDirectoryURL = packageFolder
        try process.run()
        process.waitUntilExit()
        if process.terminationReason != .exit || process.terminationStatus != 0 {
            Diagnostics.error("strata lint exited with status \(process.terminationStatus)")
            throw LintFailed(status: process.terminationStatus)
        }
    }
}

/// `strata lint` ended with a non-zero status: findings at error severity (1) or a usage error (2).
struct LintFailed: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "strata lint exited with status \(status)" }
}
