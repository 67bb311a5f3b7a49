import Foundation
import PackagePlugin

/// Runs `strata lint` on a target's Swift files as part of its build, so that its findings appear
/// in the build output at their lines (`path:line:column: warning: …`), which Xcode shows in its
/// issue navigator. A finding at error severity fails the build.
///
/// Apply it to a target in the consumer's manifest:
///
///     .target(name: "App", plugins: [.plugin(name: "StrataLintPlugin", package: "Strata")])
///
/// It uses `.strata-lint.yml` and `.strata-lint-baseline.json` from the package's (or the Xcode
/// project's) folder when they are there. Like the compiler, it lints again in each build where a
/// file of the target changed, or a file was added to or removed from that folder; an up-to-date
/// build prints nothing, as it prints no compiler warning either.
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
    /// The command that lints `files` with the configuration and baseline of `folder`, which
    /// `strata lint --package-folder` looks for when it runs. Like a compilation, it runs again when
    /// a file of the target changes, or when a file is added to or removed from `folder` (the folder
    /// is an input: adding or deleting `.strata-lint.yml` or the baseline re-lints); the settings
    /// files themselves are not inputs, since a build planned with one would fail once it is deleted.
    static func commands(tool: URL, folder: URL, targetName: String, files: [URL]) throws -> [Command] {
        guard !files.isEmpty else { return [] }
        return [
            .buildCommand(
                displayName: "strata lint \(targetName)", executable: tool,
                arguments: ["lint", "--package-folder", folder.path] + files.map(\.path),
                inputFiles: files + [folder]
            )
        ]
    }
}
