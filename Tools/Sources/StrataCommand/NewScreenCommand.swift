#if StrataTools
import ArgumentParser
import Foundation
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
            for the terminal driver, the screen's headless test to Tests/TerminalUITests/. Existing \
            files are never replaced without --force.
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

    func run() throws {
        let request = ScreenRequest(name: name, pattern: pattern, driver: driver, module: module, withList: list)
        do {
            let written = try ScreenGenerator().write(request, to: URL(fileURLWithPath: path), force: force)
            for file in written { print("wrote \(path == "." ? file : (path as NSString).appendingPathComponent(file))") }
        } catch {
            FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
            switch error {
            case .invalidName, .invalidModule: throw ExitCode(ExitStatus.usage)
            case .filesExist, .templatesMissing, .cannotWrite: throw ExitCode(ExitStatus.failure)
            }
        }
    }
}

extension ScaffoldPattern: ExpressibleByArgument {}
extension Driver: ExpressibleByArgument {}
#endif
