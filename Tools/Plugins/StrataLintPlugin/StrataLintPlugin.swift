import Foundation
import PackagePlugin

/// Runs `strata lint` on a target's Swift files at every build, so that its findings appear in the
/// build output at their lines (`path:line:column: warning: …`), which Xcode shows in its issue
/// navigator. A finding at error severity fails the build.
///
/// Apply it to a target in the consumer's manifest:
///
///     .target(name: "App", plugins: [.plugin(name: "StrataLintPlugin", package: "StrataTools")])
///
/// It uses `.strata-lint.yml` and `.strata-lint-baseline.json` from the package's (or the Xcode
/// project's) folder when they are there. The command has no declared outputs, so it runs on every
/// build, like a linter's run-script phase: the linter reads about 200,000 lines a second.
@main
struct StrataLintPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = target.sourceFiles(withSuffix: "swift").map(\.url)
        return try LintInvocation.commands(
            tool: context.tool(named: "StrataCommand").url, folder: context.package.directoryURL,
            targetName: target.name, files: files
        )
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension StrataLintPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url)
        return try LintInvocation.commands(
            tool: context.tool(named: "StrataCommand").url, folder: context.xcodeProject.directoryURL,
            targetName: target.displayName, files: files
        )
    }
}
#endif

/// The one `strata lint` command of a target.
enum LintInvocation {
    /// The configuration file looked for in the package's folder.
    static let configurationName = ".strata-lint.yml"
    /// The baseline file looked for in the package's folder.
    static let baselineName = ".strata-lint-baseline.json"

    static func commands(tool: URL, folder: URL, targetName: String, files: [URL]) throws -> [Command] {
        guard !files.isEmpty else { return [] }
        var arguments = ["lint"]
        var inputs = files
        let configuration = folder.appendingPathComponent(configurationName)
        if FileManager.default.fileExists(atPath: configuration.path) {
            arguments += ["--config", configuration.path]
            inputs.append(configuration)
        }
        let baseline = folder.appendingPathComponent(baselineName)
        if FileManager.default.fileExists(atPath: baseline.path) {
            arguments += ["--baseline", baseline.path]
            inputs.append(baseline)
        }
        return [
            .buildCommand(
                displayName: "strata lint \(targetName)", executable: tool,
                arguments: arguments + files.map(\.path), inputFiles: inputs
            )
        ]
    }
}
