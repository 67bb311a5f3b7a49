/// What `strata new screen` is asked for: a screen's name, pattern and driver, the driver-free
/// module the screen's logic goes in, and whether it shows a list.
public struct ScreenRequest: Sendable, Hashable {
    /// The screen's name, an upper-camel-case Swift identifier (`ArticleList`).
    public var name: String
    /// The presentation pattern.
    public var pattern: ScaffoldPattern
    /// The UI driver.
    public var driver: Driver
    /// The driver-free module: its folder holds the screen's logic, and the driver's files and the
    /// tests import it.
    public var module: String
    /// Whether the screen shows a list through a data-source wrapper.
    public var withList: Bool

    /// Creates a request; without a `module`, the pattern's ``ScaffoldPattern/defaultModule``.
    public init(name: String, pattern: ScaffoldPattern, driver: Driver, module: String? = nil, withList: Bool = false) {
        self.name = name
        self.pattern = pattern
        self.driver = driver
        self.module = module ?? pattern.defaultModule
        self.withList = withList
    }

    /// The longest a screen's or a module's name may be, in characters: the longest file a screen
    /// has (`<Name>PresenterOutputs.swift`, `AlertStrategy+<Name>Error.swift`) then stays far within
    /// the 255 bytes a file name may have.
    public static let maximumNameLength = 64

    /// The reason the request cannot be generated, if its names cannot be used: not identifiers
    /// (an upper-camel-case one for the screen), longer than ``maximumNameLength``, Swift keywords
    /// or reserved names, or — for the module — a module the generated code imports or a driver's
    /// target — or a list asked of a pattern that has none. Checked before anything is written.
    public var nameProblem: ScaffoldingError? {
        if name.count > Self.maximumNameLength { return .nameTooLong(name, limit: Self.maximumNameLength) }
        if module.count > Self.maximumNameLength { return .nameTooLong(module, limit: Self.maximumNameLength) }
        guard Self.isIdentifier(name), name.first?.isUppercase == true else { return .invalidName(name) }
        guard Self.isIdentifier(module) else { return .invalidModule(module) }
        if Self.reservedWords.contains(name) { return .reservedName(name) }
        if Self.reservedWords.contains(module) || Self.importedModules.contains(module) || Driver.allCases.contains(where: { $0.folder == module }) {
            return .reservedModule(module)
        }
        return nil
    }

    /// Swift's keywords and the names it reserves, which no screen or module may take.
    static let reservedWords: Set<String> = [
        // Declarations
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup", "protocol",
        "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        // Statements
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in",
        "repeat", "return", "switch", "throw", "where", "while",
        // Expressions and types
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
        // Member names every type has
        "Type", "Protocol",
    ]

    /// The modules the generated code imports: a module of the package with one of these names
    /// would hide it.
    static let importedModules: Set<String> = [
        "Swift", "Foundation", "Observation", "Testing", "XCTest", "UIKit", "SwiftUI", "StrataCore", "StrataAlert",
        "StrataList", "StrataNavigation", "StrataFlux", "StrataRedux", "StrataVIPER", "StrataTerminal", "StrataUIKit",
        "StrataTesting",
    ]

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.properties.isXIDStart || first == "_" else { return false }
        return text.unicodeScalars.allSatisfy { $0.properties.isXIDContinue } && text.allSatisfy(\.isASCII)
    }

    /// The values the templates' placeholders take.
    var placeholders: [String: String] {
        let first = name.prefix(1).lowercased()
        var words: [String] = []
        for character in name {
            if character.isUppercase || words.isEmpty { words.append(String(character)) } else { words[words.count - 1].append(character) }
        }
        let lowerCamel = first + name.dropFirst()
        return [
            "Name": name,
            "name": lowerCamel,
            // A method named after the screen: back-quoted where Swift reserves the word (`import`).
            "member": Self.reservedWords.contains(lowerCamel) ? "`\(lowerCamel)`" : lowerCamel,
            "Module": module,
            "title": words.joined(separator: " "),
        ]
    }
}
