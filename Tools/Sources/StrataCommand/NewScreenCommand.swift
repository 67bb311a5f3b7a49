#if StrataTools
import ArgumentParser
import Foundation
import StrataLint
import StrataScaffolding

/// `strata new screen <Name> --pattern … --driver …`.
struct NewScreenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "screen",
        abstract: "Generate one screen and its test file.",
        discussion: """
            Writes into the package at --path: the driver-free part to Sources/<module>/<Name>/ \
            (the logic, its dependencies, routing protocol and router, the alert actions), the driver \
            part to Sources/TerminalUI/<Name>/ or Sources/UIKitUI/<Name>/ (view controller, root view, \
            and the data-source wrapper with --list), the logic's test to Tests/<module>Tests/ and, \
            for the terminal driver, the screen's headless test to Tests/TerminalUITests/. Then it \
            prints the targets Package.swift needs for them (--print-manifest prints only those, and \
            writes nothing).

            Existing files are never replaced without --force; a symbolic link where a file or \
            folder goes is never written through nor replaced. Names are checked before anything is \
            written: Swift identifiers (the screen's in upper camel case) of at most \
            \(ScreenRequest.maximumNameLength) characters, no Swift keyword or reserved name, and no \
            module the generated code imports or driver target as the module. A write that fails \
            removes what the run had created.
            """
    )

    @Argument(help: "The screen's name, in upper camel case (ArticleList).")
    var name: String

    @Option(help: "The pattern: \(ScaffoldPattern.allCases.map(\.rawValue).joined(separator: ", ")).")
    var pattern: ScaffoldPattern

    @Option(help: "The UI driver: \(Driver.allCases.map(\.rawValue).joined(separator: ", ")).")
    var driver: Driver

    @Option(help: "The package folder to write into.")
    var path: String = "."

    @Option(help: "The driver-free module the screen's logic goes in (its folder, and what the driver's files import).")
    var module: String = "Presentation"

    @Flag(help: "Show a list through a data-source wrapper.")
    var list = false

    @Flag(help: "Replace files that exist.")
    var force = false

    @Flag(help: "Print the targets Package.swift needs for the screen, and write nothing.")
    var printManifest = false

    func run() throws {
        let request = ScreenRequest(name: name, pattern: pattern, driver: driver, module: module, withList: list)
        let generator = ScreenGenerator()
        do {
            if printManifest {
                Console.print(try manifest(for: request, generator: generator))
                return
            }
            let written = try generator.write(request, to: URL(fileURLWithPath: path), force: force)
            // Each path escaped whole, line breaks included: a --path with a line break in it cannot
            // start a line of its own (Console.print keeps line breaks, for the lines it is given).
            let paths = written.map { path == "." ? $0 : (path as NSString).appendingPathComponent($0) }
            Console.print(paths.map { "wrote \(PrintableText.escaping($0))\n" }.joined())
            Console.print("\n" + (try manifest(for: request, generator: generator)))
        } catch {
            Console.error(error.description)
            switch error {
            case .invalidName, .invalidModule, .reservedName, .reservedModule, .nameTooLong: throw ExitCode(ExitStatus.usage)
            case .filesExist, .notAPlainFile, .templatesMissing, .cannotWrite: throw ExitCode(ExitStatus.failure)
            }
        }
    }

    /// The targets a package needs for the screen, under a comment that says what to do with them.
    private func manifest(for request: ScreenRequest, generator: ScreenGenerator) throws(ScaffoldingError) -> String {
        let targets = try generator.manifestTargets(for: request)
        return """
            // The targets Package.swift needs for the \(request.name) screen: add those it lacks to its
            // `targets:`, and to those it has the dependencies they lack. "strata" is the identity of
            // the Strata package, which `dependencies:` lists, e.g.
            // .package(url: "https://github.com/<owner>/strata.git", from: "\(StrataVersion.current)").

            """ + targets.map { $0 + "\n" }.joined()
    }
}

extension ScaffoldPattern: ExpressibleByArgument {}
extension Driver: ExpressibleByArgument {}
#endif
