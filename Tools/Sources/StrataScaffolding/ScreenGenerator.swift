import Foundation

/// Generates a screen from the templates, and writes it without replacing existing files unless
/// told to.
///
/// ```swift
/// let generator = ScreenGenerator()
/// let request = ScreenRequest(name: "ArticleList", pattern: .mvp, driver: .terminal, withList: true)
/// let written = try generator.write(request, to: URL(fileURLWithPath: "."), force: false)
/// ```
public struct ScreenGenerator: Sendable {
    /// Where the templates come from.
    public let templates: TemplateLibrary

    /// A generator over `templates` (the package's own by default).
    public init(templates: TemplateLibrary = .bundled) {
        self.templates = templates
    }

    /// The files of `request`, with their paths relative to the destination folder.
    ///
    /// - Parameter request: The screen to generate: its name, module, pattern and options.
    /// - Throws: the request's ``ScreenRequest/nameProblem`` — a name that is not an identifier, is
    ///   too long, or is reserved — or ``ScaffoldingError/templatesMissing(_:)`` when a template
    ///   folder cannot be read.
    public func files(for request: ScreenRequest) throws(ScaffoldingError) -> [GeneratedFile] {
        if let problem = request.nameProblem { throw problem }
        let renderer = TemplateRenderer(placeholders: request.placeholders, withList: request.withList)
        var files: [GeneratedFile] = []
        for (folder, destination, keepsExisting) in templates.folders(for: request) {
            for template in try templates.templates(in: folder) where !request.pattern.omits(template.name) {
                files.append(GeneratedFile(
                    path: "\(destination)/\(renderer.fill(template.name))", contents: renderer.render(template.text), keepsExisting: keepsExisting
                ))
            }
        }
        return files
    }

    /// The files of one screen for several drivers (`--driver both`): each request's files, those
    /// they share — the driver-free part and its test, the same for every driver — once.
    ///
    /// - Parameter requests: The same screen for each driver.
    /// - Throws: the errors of ``files(for:)-(ScreenRequest)``.
    public func files(for requests: [ScreenRequest]) throws(ScaffoldingError) -> [GeneratedFile] {
        var merged: [GeneratedFile] = []
        var paths: Set<String> = []
        for request in requests {
            for file in try files(for: request) where paths.insert(file.path).inserted {
                merged.append(file)
            }
        }
        return merged
    }

    /// Writes the files of `request` under `directory`, creating folders as needed.
    ///
    /// It cannot be turned against its user: it follows no symbolic link below `directory` (a
    /// link where a file or a folder goes is refused, even with `force`, even when it points
    /// nowhere), creates each new file exclusively (`O_CREAT | O_EXCL | O_NOFOLLOW`), replaces a file
    /// only with `force` and then by renaming a new file over it, checks every name before it writes
    /// anything, and removes what it wrote — files and the folders it created — when a write fails.
    /// A file every screen of a driver shares (``GeneratedFile/keepsExisting``, the screen-object
    /// shape's driver struct) is written only when it is not there yet: an existing one is kept as
    /// it is, `force` or not, and neither stops the run nor counts as written.
    ///
    /// - Parameters:
    ///   - request: The screen to generate.
    ///   - directory: The folder the paths are relative to.
    ///   - force: Replace files that exist; without it, nothing is written when any file exists.
    ///     Shared files that exist are kept either way.
    /// - Returns: the paths written, relative to `directory` (not the shared files kept).
    /// - Throws: ``ScaffoldingError/filesExist(_:)`` or ``ScaffoldingError/notAPlainFile(path:)``
    ///   (nothing written), the errors of ``files(for:)-(ScreenRequest)``, or
    ///   ``ScaffoldingError/cannotWrite(path:reason:)`` (nothing left behind).
    @discardableResult
    public func write(_ request: ScreenRequest, to directory: URL, force: Bool) throws(ScaffoldingError) -> [String] {
        try write([request], to: directory, force: force)
    }

    /// Writes the files of one screen for several drivers (`--driver both`) under `directory`,
    /// as ``write(_:to:force:)-(ScreenRequest,_,_)`` writes one request's, the files they share once.
    ///
    /// - Parameters:
    ///   - requests: The same screen for each driver.
    ///   - directory: The folder the paths are relative to.
    ///   - force: Replace files that exist; without it, nothing is written when any file exists.
    ///     Shared files that exist are kept either way.
    /// - Returns: the paths written, relative to `directory` (not the shared files kept).
    /// - Throws: the errors of ``write(_:to:force:)-(ScreenRequest,_,_)``.
    @discardableResult
    public func write(_ requests: [ScreenRequest], to directory: URL, force: Bool) throws(ScaffoldingError) -> [String] {
        try PackageWriter(root: directory).write(try files(for: requests), force: force)
    }

    /// The targets a package needs for the files of `request`, as lines to paste into the
    /// `targets:` of its `Package.swift`: the driver-free module, the driver's target and the test
    /// targets, each with the targets and Strata products its files import. A target the package
    /// declares already needs only the dependencies it lacks.
    ///
    /// - Parameters:
    ///   - request: The screen generated.
    ///   - strataPackage: The identity of the Strata package in the manifest: the last component of
    ///     its URL or path, in lower case.
    /// - Returns: one `.target(…)` or `.testTarget(…)` line per target, in the order the files are.
    public func manifestTargets(for request: ScreenRequest, strataPackage: String = "strata") throws(ScaffoldingError) -> [String] {
        try manifestTargets(for: [request], strataPackage: strataPackage)
    }

    /// The targets a package needs for the files of one screen for several drivers
    /// (`--driver both`), as ``manifestTargets(for:strataPackage:)-(ScreenRequest,_)`` prints them for one.
    ///
    /// - Parameters:
    ///   - requests: The same screen for each driver.
    ///   - strataPackage: The identity of the Strata package in the manifest.
    /// - Returns: one `.target(…)` or `.testTarget(…)` line per target, in the order the files are.
    public func manifestTargets(for requests: [ScreenRequest], strataPackage: String = "strata") throws(ScaffoldingError) -> [String] {
        var order: [String] = []
        var targets: [String: (isTest: Bool, imports: Set<String>)] = [:]
        for file in try files(for: requests) {
            let parts = file.path.split(separator: "/")
            guard parts.count > 2 else { continue }
            let name = String(parts[1])
            if targets[name] == nil {
                order.append(name)
                targets[name] = (parts[0] == "Tests", [])
            }
            targets[name]?.imports.formUnion(Self.imports(in: file.contents))
        }
        return order.compactMap { name in
            guard let target = targets[name] else { return nil }
            let modules = target.imports.subtracting(Self.systemModules).subtracting([name])
            let local = modules.filter { targets[$0] != nil }.sorted()
            let products = modules.subtracting(local).sorted()
            let dependencies = local.map { "\"\($0)\"" } + products.map { ".product(name: \"\($0)\", package: \"\(strataPackage)\")" }
            return ".\(target.isTest ? "testTarget" : "target")(name: \"\(name)\", dependencies: [\(dependencies.joined(separator: ", "))]),"
        }
    }

    /// The modules `source` imports (`import X`, `@testable import X`), wherever the import is.
    private static func imports(in source: String) -> Set<String> {
        var modules: Set<String> = []
        for line in source.split(separator: "\n") {
            var words = line.split(separator: " ")
            if words.first == "@testable" { words.removeFirst() }
            guard words.count == 2, words[0] == "import" else { continue }
            modules.insert(String(words[1]))
        }
        return modules
    }

    /// Modules of the system or the toolchain, which no manifest declares.
    private static let systemModules: Set<String> = ["Swift", "Foundation", "Observation", "Testing", "XCTest", "UIKit", "SwiftUI", "Dispatch"]

    /// What `strata new --list` prints: the patterns, the drivers, and the files of a screen.
    public func catalog() throws(ScaffoldingError) -> String {
        var text = "strata new screen <Name> --pattern <pattern> --driver <driver> [--path DIR] [--module NAME] [--list] [--force] [--print-manifest]\n\nPatterns:\n"
        for pattern in ScaffoldPattern.allCases {
            text += "  \(pattern.rawValue.padding(toLength: 18, withPad: " ", startingAt: 0))\(pattern.summary)\n"
        }
        text += "\nDrivers:\n  terminal  StrataTerminal (Sources/TerminalUI/<Name>/)\n  uikit     StrataUIKit (Sources/UIKitUI/<Name>/)\n  both      both of them, the driver-free files once\n"
        for pattern in ScaffoldPattern.allCases {
            let request = ScreenRequest(name: "Example", pattern: pattern, driver: .terminal, withList: true)
            text += "\nFiles of `strata new screen Example --pattern \(pattern.rawValue) --driver terminal --list`:\n"
            for file in try files(for: request) {
                text += "  \(file.path)\n"
            }
        }
        return text
    }
}
