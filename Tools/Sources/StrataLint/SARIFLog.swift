#if StrataTools
import Foundation

/// A SARIF 2.1.0 log of one run of `strata lint` (OASIS Static Analysis Results Interchange
/// Format): the tool with every rule, and one result per finding.
struct SARIFLog: Encodable {
    static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    struct Run: Encodable {
        var tool: Tool
        var results: [Result]
        var columnKind = "unicodeCodePoints"
    }

    struct Tool: Encodable {
        var driver: Driver
    }

    struct Driver: Encodable {
        var name = "strata-lint"
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

    init(_ report: LintReport) {
        let rules = RuleID.allCases
        let driver = Driver(rules: rules.map {
            Rule(id: $0.rawValue, shortDescription: Message(text: $0.summary), defaultConfiguration: Configuration(level: $0.defaultSeverity.rawValue))
        })
        let results = report.findings.map { finding in
            Result(
                ruleId: finding.rule.rawValue,
                ruleIndex: rules.firstIndex(of: finding.rule) ?? 0,
                level: finding.severity.rawValue,
                message: Message(text: finding.message),
                locations: [Location(physicalLocation: PhysicalLocation(
                    artifactLocation: ArtifactLocation(uri: Self.uri(for: finding.path)),
                    region: Region(startLine: finding.line, startColumn: finding.column)
                ))]
            )
        }
        runs = [Run(tool: Tool(driver: driver), results: results)]
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.schema, forKey: .schema)
        try container.encode(version, forKey: .version)
        try container.encode(runs, forKey: .runs)
    }

    /// A relative reference for a relative path, a `file:` URL for an absolute one.
    static func uri(for path: String) -> String {
        if path.hasPrefix("/") { return URL(fileURLWithPath: path).absoluteString }
        return path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    }
}
#endif
