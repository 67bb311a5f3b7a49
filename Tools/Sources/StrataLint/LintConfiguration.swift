#if StrataTools
import Foundation

/// What `strata lint` checks and how: which rules are on and at which severity, the rules'
/// options, the layers of the `layer-dependency` rule (declared by hand, or read from packages'
/// manifests) with the rules that hold between them, and the paths left out.
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
///
/// Or let a package's manifest say what the layers are — every target a layer that may import
/// exactly its direct dependencies — and add only the rules the manifest cannot say:
///
/// ```yaml
/// packages: [.]                 # folders with a Package.swift, relative to this file
/// independent:                  # no group depends on another, directly or through other targets
///   - [AppMVP, AppMVPUIKit]
///   - [AppRedux, AppReduxUIKit]
/// forbidden:
///   - { from: ["*Views"], to: [AppInfrastructure] }
/// ```
///
/// Reading a configuration runs nothing; ``describePackages(swift:timeout:)`` asks SwiftPM for the
/// targets of ``packages`` (what `strata lint` does), ``addPackage(_:)`` takes a description you
/// already have.
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
    /// The layers of `layer-dependency`, innermost first: those of `layers`, then a layer for each
    /// target of the packages added with ``addPackage(_:)``.
    public var layers: [Layer] = Layer.articleLayers
    /// The folders of Swift packages whose targets are layers (`packages`; relative to
    /// ``baseDirectory``). ``describePackages(swift:timeout:)`` reads them.
    public var packages: [String] = []
    /// Groups of layers that never depend on one another (`independent`; names, `*` for any
    /// characters): a layer of one group imports no layer of another, and a target of one group
    /// depends on no target of another in the manifest, directly or through other targets.
    public var independentGroups: [[String]] = []
    /// Dependencies no layer may have, by import or in the manifest (`forbidden`).
    public var forbiddenDependencies: [ForbiddenDependency] = []
    /// The packages whose targets are layers, as ``addPackage(_:)`` received them.
    public internal(set) var packageManifests: [PackageManifest] = []
    /// The targets of ``packageManifests`` and their dependencies, resolved across them.
    var packageGraph = PackageGraph(manifests: [])
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
