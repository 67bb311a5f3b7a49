#if StrataTools
import Foundation

/// A SARIF 2.1.0 log of one run of `strata lint` (OASIS Static Analysis Results Interchange
/// Format): the tool with its version and every rule, and one result per finding. A file inside
/// the root folder is named by a URI relative to `SRCROOT`, which `originalUriBaseIds` maps to the
/// root's `file:` URI, so the log reads the same on any machine; a file outside it by its absolute
/// `file:` URI.
struct SARIFLog: Encodable {
    /// The base the files' URIs are relative to.
    static let rootBase = "SRCROOT"

    static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    struct Run: Encodable {
        var tool: Tool
        var originalUriBaseIds: [String: ArtifactLocation]
        var results: [Result]
        var columnKind = "unicodeCodePoints"
    }

    struct Tool: Encodable {
        var driver: Driver
    }

    struct Driver: Encodable {
        var name = "strata-lint"
        var version = StrataVersion.current
        var rules: [Rule]
    }

    struct Rule: Encodable {
        var id: String
        var shortDescription: Message
        var defaultConfiguration: Configuration
    }

    struct Configuration: Encodable {
        var level: String
    }

    struct Message: Encodable {
        var text: String
    }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Message
        var locations: [Location]
    }

    struct Location: Encodable {
        var physicalLocation: PhysicalLocation
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region
    }

    struct ArtifactLocation: Encodable {
        var uri: String
        var uriBaseId: String?
    }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
    }

    enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case version
        case runs
    }

    var version = "2.1.0"
    var runs: [Run]

    init(_ report: LintReport, root: SourceRoot) {
        let rules = RuleID.allCases
        let driver = Driver(rules: rules.map {
            Rule(id: $0.rawValue, shortDescription: Message(text: $0.summary), defaultConfiguration: Configuration(level: $0.defaultSeverity.rawValue))
        })
        let results = report.findings.map { finding in
            Result(
                ruleId: finding.rule.rawValue,
                ruleIndex: rules.firstIndex(of: finding.rule) ?? 0,
                level: finding.severity.rawValue,
                message: Message(text: PrintableText.escaping(finding.message)),
                locations: [Location(physicalLocation: PhysicalLocation(
                    artifactLocation: Self.location(of: finding.path, root: root),
                    region: Region(startLine: finding.line, startColumn: finding.column)
                ))]
            )
        }
        // The root's URI ends with a slash, as SARIF requires of a base.
        let rootURI = URL(fileURLWithPath: root.path, isDirectory: true).absoluteString
        runs = [Run(tool: Tool(driver: driver), originalUriBaseIds: [Self.rootBase: ArtifactLocation(uri: rootURI.hasSuffix("/") ? rootURI : rootURI + "/")], results: results)]
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.schema, forKey: .schema)
        try container.encode(version, forKey: .version)
        try container.encode(runs, forKey: .runs)
    }

    /// A URI relative to `SRCROOT` for a file inside the root, an absolute `file:` URI for one
    /// outside it.
    static func location(of path: String, root: SourceRoot) -> ArtifactLocation {
        guard let relative = root.relative(path) else { return ArtifactLocation(uri: URL(fileURLWithPath: root.absolute(path)).absoluteString) }
        return ArtifactLocation(uri: relative.addingPercentEncoding(withAllowedCharacters: uriPathAllowed) ?? relative, uriBaseId: rootBase)
    }

    /// What a relative URI's path keeps as it is (RFC 3986's unreserved characters, the
    /// sub-delimiters, `@` and `/`): a `:` is encoded, so that no first segment reads as a scheme.
    private static let uriPathAllowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,;=@/")
}
#endif
