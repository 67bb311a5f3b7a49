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
            for the terminal driver, the screen's headless test to Tests/TerminalUITests/. With \
            --driver both it writes the driver part for each driver, and the rest once. Then it \
            prints the targets Package.swift needs for them (--print-manifest prints only those, and \
            writes nothing).

            --pattern screen-object generates the GitHub Browser's shape, where each screen is \
            written once for every driver: Sources/Features/<Name>/ (the default module) holds \
            <Name>Intent (what the user can do), <Name>Display (what the root view shows), \
            <Name>ScreenType and the driver-free screen object <Name>Screen, which loads, draws \
            its state on the display, shows its load alert through an alert client taken by \
            protocol and closes once, with its dependencies and alert actions, and <Name>Hosting, \
            the protocol a driver adopts to show the screen (a screen builder asks for it in its \
            generic constraint); each driver gets a root view adopting <Name>Display and a \
            ScreenViewController subclass that only maps controls and keys to intents, its file \
            ending with the driver's conformance (extension TerminalDriver: <Name>Hosting, \
            UIKitDriver for UIKit) that builds it; Tests/FeaturesTests/ tests the screen object \
            without a driver and, for the terminal, Tests/TerminalUITests/ the view controller, \
            built through TerminalDriver, on a headless terminal. The driver struct itself, \
            Sources/TerminalUI/TerminalDriver.swift or Sources/UIKitUI/UIKitDriver.swift, is \
            written with the first screen only: when it exists it is kept as it is, even with \
            --force. With --list the feature also gets <Name>Row (what a row shows) and \
            <Name>ListDisplay (what the screen object asks of the list: show rows, the row at an \
            index), the intent choosing a row, and each driver a <Name>DataSource adopting \
            <Name>ListDisplay over its list, which the view controller hands the screen object \
            as its rows.

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

    @Option(help: "The UI driver: \(DriverChoice.allCases.map(\.rawValue).joined(separator: ", ")) (both: a root view and view controller for each).")
    var driver: DriverChoice

    @Option(help: "The package folder to write into.")
    var path: String = "."

    @Option(help: "The driver-free module the screen's logic goes in (its folder, and what the driver's files import); Features for screen-object, Presentation otherwise.")
    var module: String?

    @Flag(help: "Show a list through a data-source wrapper.")
    var list = false

    @Flag(help: "Replace files that exist.")
    var force = false

    @Flag(help: "Print the targets Package.swift needs for the screen, and write nothing.")
    var printManifest = false

    func run() throws {
        let requests = driver.drivers.map { ScreenRequest(name: name, pattern: pattern, driver: $0, module: module, withList: list) }
        let generator = ScreenGenerator()
        do {
            if printManifest {
                Console.print(try manifest(for: requests, generator: generator))
                return
            }
            let written = try generator.write(requests, to: URL(fileURLWithPath: path), force: force)
            // Each path escaped whole, line breaks included: a --path with a line break in it cannot
            // start a line of its own (Console.print keeps line breaks, for the lines it is given).
            let shown = { (file: String) in PrintableText.escaping(path == "." ? file : (path as NSString).appendingPathComponent(file)) }
            Console.print(written.map { "wrote \(shown($0))\n" }.joined())
            // The files every screen shares (the driver struct) that were there already.
            let kept = try generator.files(for: requests).filter { $0.keepsExisting && !written.contains($0.path) }
            Console.print(kept.map { "kept \(shown($0.path)) (it exists; every screen shares it)\n" }.joined())
            Console.print("\n" + (try manifest(for: requests, generator: generator)))
        } catch {
            Console.error(error.description)
            switch error {
            case .invalidName, .invalidModule, .reservedName, .reservedModule, .nameTooLong:
                throw ExitCode(ExitStatus.usage)
            case .filesExist, .notAPlainFile, .templatesMissing, .cannotWrite: throw ExitCode(ExitStatus.failure)
            }
        }
    }

    /// The targets a package needs for the screen, under a comment that says what to do with them.
    private func manifest(for requests: [ScreenRequest], generator: ScreenGenerator) throws(ScaffoldingError) -> String {
        let targets = try generator.manifestTargets(for: requests)
        return """
            // The targets Package.swift needs for the \(name) screen: add those it lacks to its
            // `targets:`, and to those it has the dependencies they lack. "strata" is the identity of
            // the Strata package, which `dependencies:` lists, e.g.
            // .package(url: "https://github.com/<owner>/strata.git", from: "\(StrataVersion.current)").

            """ + targets.map { $0 + "\n" }.joined()
    }
}

extension ScaffoldPattern: ExpressibleByArgument {}
extension DriverChoice: ExpressibleByArgument {}
#endif
