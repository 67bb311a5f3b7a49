#if StrataTools
import Foundation

/// What `strata lint` checks and how: which rules are on and at which severity, the rules'
/// options, the layers of the `layer-dependency` rule and the paths left out.
///
/// Start from ``init(baseDirectory:)`` (every rule on, at its ``RuleID/defaultSeverity``) or read a
/// `.strata-lint.yml` with ``load(from:)``:
///
/// ```yaml
/// excluded: [Generated, Tests/Fixtures]
/// rules:
///   view-controller-length: { max-lines: 250, severity: error }
///   inline-alert-handler: off
/// layers:
///   - Domain
///   - Application
///   - { name: Infrastructure, may-import: [Domain, Application] }
///   - { name: Presentation, may-import: [Domain, Application] }
/// limits: { max-file-size: 4194304 }
/// ```
public struct LintConfiguration: Sendable {
    /// The rules turned off.
    public var disabledRules: Set<RuleID> = []
    /// Severities that replace a rule's ``RuleID/defaultSeverity``.
    public var severities: [RuleID: Severity] = [:]
    /// The longest a view controller may be, in lines (`view-controller-length`).
    public var maxViewControllerLines = 300
    /// The modules a presentation file must not import (`ui-import-in-presentation`).
    public var uiModules: Set<String> = ["UIKit", "SwiftUI", "AppKit", "WatchKit", "StrataTerminal", "StrataUIKit"]
    /// The calls that register an input (`input-registration-outside-view-did-load`).
    public var inputRegistrationCalls: Set<String> = ["addTarget", "register", "addObserver"]
    /// The layers of `layer-dependency`, innermost first.
    public var layers: [Layer] = Layer.articleLayers
    /// Paths left out (relative to ``baseDirectory``; `*` matches any characters, `/` included).
    /// Folders whose name starts with `.` (`.build`, `.git`) are always left out.
    public var excludedPaths: [String] = []
    /// How large a file may be, how deep its brackets may nest and how long it may take
    /// (`limits`); a file past one is reported as `unparseable-file`.
    public var limits = LintLimits()
    /// The folder that relative paths of the configuration are resolved against: the
    /// configuration file's folder, or the current directory.
    public var baseDirectory: String

    /// Every rule on, at its default severity, with the articles' layers.
    public init(baseDirectory: String = FileManager.default.currentDirectoryPath) {
        self.baseDirectory = baseDirectory
    }

    /// Whether `rule` is checked.
    public func isEnabled(_ rule: RuleID) -> Bool {
        !disabledRules.contains(rule)
    }

    /// The severity of `rule`'s findings.
    public func severity(of rule: RuleID) -> Severity {
        severities[rule] ?? rule.defaultSeverity
    }

    /// Reads a `.strata-lint.yml`; its relative paths are resolved against its folder.
    ///
    /// - Throws: ``ConfigurationError`` naming the file and, where it can, the line, when the file
    ///   cannot be read, is not YAML, or has a key or value that is not known.
    public static func load(from path: String) throws(ConfigurationError) -> LintConfiguration {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigurationError(path: path, line: nil, message: "cannot read the configuration file")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ConfigurationError(path: path, line: nil, message: "the configuration file is not UTF-8")
        }
        let absolute = URL(fileURLWithPath: path).standardizedFileURL
        do {
            return try LintConfiguration(yaml: text, baseDirectory: absolute.deletingLastPathComponent().path)
        } catch {
            var located = error
            located.path = path
            throw located
        }
    }

    /// Reads a configuration from YAML text, resolving its relative paths against
    /// `baseDirectory`.
    ///
    /// - Throws: ``ConfigurationError`` with the line of the problem.
    public init(yaml: String, baseDirectory: String) throws(ConfigurationError) {
        self.init(baseDirectory: baseDirectory)
        try ConfigurationReader(yaml: yaml).apply(to: &self)
    }
}
#endif
