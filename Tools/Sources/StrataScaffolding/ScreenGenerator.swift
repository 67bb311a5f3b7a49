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
    /// - Throws: ``ScaffoldingError/invalidName(_:)`` or ``ScaffoldingError/invalidModule(_:)`` for
    ///   names that are not identifiers, ``ScaffoldingError/templatesMissing(_:)`` when a template
    ///   folder cannot be read.
    public func files(for request: ScreenRequest) throws(ScaffoldingError) -> [GeneratedFile] {
        guard Self.isIdentifier(request.name), request.name.first?.isUppercase == true else { throw .invalidName(request.name) }
        guard Self.isIdentifier(request.module) else { throw .invalidModule(request.module) }
        let renderer = TemplateRenderer(placeholders: request.placeholders, withList: request.withList)
        var files: [GeneratedFile] = []
        for (folder, destination) in templates.folders(for: request) {
            for template in try templates.templates(in: folder) {
                files.append(GeneratedFile(path: "\(destination)/\(renderer.fill(template.name))", contents: renderer.render(template.text)))
            }
        }
        return files
    }

    /// Writes the files of `request` under `directory`, creating folders as needed.
    ///
    /// - Parameters:
    ///   - request: The screen to generate.
    ///   - directory: The folder the paths are relative to.
    ///   - force: Replace files that exist; without it, nothing is written when any file exists.
    /// - Returns: the paths written, relative to `directory`.
    /// - Throws: ``ScaffoldingError/filesExist(_:)`` (nothing written), or the errors of
    ///   ``files(for:)`` and ``ScaffoldingError/cannotWrite(path:reason:)``.
    @discardableResult
    public func write(_ request: ScreenRequest, to directory: URL, force: Bool) throws(ScaffoldingError) -> [String] {
        let files = try files(for: request)
        let existing = files.map(\.path).filter { FileManager.default.fileExists(atPath: directory.appendingPathComponent($0).path) }
        if !existing.isEmpty && !force { throw .filesExist(existing) }
        for file in files {
            let url = directory.appendingPathComponent(file.path)
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.contents.utf8).write(to: url)
            } catch {
                throw .cannotWrite(path: url.path, reason: error.localizedDescription)
            }
        }
        return files.map(\.path)
    }

    /// What `strata new --list` prints: the patterns, the drivers, and the files of a screen.
    public func catalog() throws(ScaffoldingError) -> String {
        var text = "strata new screen <Name> --pattern <pattern> --driver <driver> [--path DIR] [--module NAME] [--list] [--force]\n\nPatterns:\n"
        for pattern in ScaffoldPattern.allCases {
            text += "  \(pattern.rawValue.padding(toLength: 18, withPad: " ", startingAt: 0))\(pattern.summary)\n"
        }
        text += "\nDrivers:\n  terminal  StrataTerminal (Sources/TerminalUI/<Name>/)\n  uikit     StrataUIKit (Sources/UIKitUI/<Name>/)\n"
        for pattern in ScaffoldPattern.allCases {
            let request = ScreenRequest(name: "Example", pattern: pattern, driver: .terminal, withList: true)
            text += "\nFiles of `strata new screen Example --pattern \(pattern.rawValue) --driver terminal --list`:\n"
            for file in try files(for: request) {
                text += "  \(file.path)\n"
            }
        }
        return text
    }

    private static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.properties.isXIDStart || first == "_" else { return false }
        return text.unicodeScalars.allSatisfy { $0.properties.isXIDContinue } && text.allSatisfy(\.isASCII)
    }
}
