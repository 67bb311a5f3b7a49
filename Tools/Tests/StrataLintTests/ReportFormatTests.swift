#if StrataTools
import Foundation
import StrataLint
import Testing

@Suite("Report formats")
struct ReportFormatTests {
    private let report = LintReport(findings: [
        Finding(path: "Sources/A ViewController.swift", line: 3, column: 5, severity: .warning, rule: .viewControllerLength, message: "too long"),
        Finding(path: "Sources/P.swift", line: 1, column: 1, severity: .error, rule: .uiImportInPresentation, message: "imports \"UIKit\""),
    ], filesChecked: 7)

    @Test("text: one compiler-style line per finding, nothing when clean")
    func text() {
        #expect(ReportFormat.text.render(report) == """
            Sources/A ViewController.swift:3:5: warning: too long [view-controller-length]
            Sources/P.swift:1:1: error: imports "UIKit" [ui-import-in-presentation]

            """)
        #expect(ReportFormat.text.render(LintReport(findings: [], filesChecked: 3)).isEmpty)
    }

    @Test("json: counts and findings")
    func json() throws {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(ReportFormat.json.render(report).utf8)) as? [String: Any])
        #expect(object["filesChecked"] as? Int == 7)
        #expect(object["errors"] as? Int == 1)
        #expect(object["warnings"] as? Int == 1)
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.count == 2)
        #expect(findings[1]["rule"] as? String == "ui-import-in-presentation")
        #expect(findings[1]["severity"] as? String == "error")
        #expect(findings[0]["line"] as? Int == 3)
    }

    @Test("sarif: a 2.1.0 log with the schema's required properties, every rule, and one result per finding")
    func sarif() throws {
        let log = try #require(try JSONSerialization.jsonObject(with: Data(ReportFormat.sarif.render(report).utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String)?.hasSuffix("sarif-schema-2.1.0.json") == true)
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "strata-lint")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == RuleID.allCases.map(\.rawValue))
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 2)
        let first = results[0]
        #expect(first["ruleId"] as? String == "view-controller-length")
        #expect(first["level"] as? String == "warning")
        #expect(first["ruleIndex"] as? Int == RuleID.allCases.firstIndex(of: .viewControllerLength))
        #expect((first["message"] as? [String: Any])?["text"] as? String == "too long")
        let location = try #require(((first["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "Sources/A%20ViewController.swift")
        #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 3)
        #expect((location["region"] as? [String: Any])?["startColumn"] as? Int == 5)
    }

    /// What the SARIF 2.1.0 schema (OASIS) requires of the objects the log uses, checked without
    /// the schema file, which is not part of the repository (`Scripts/validate-sarif.py` checks a
    /// log against the schema itself).
    @Test("sarif: only the schema's properties at the top, its enumerations for levels and columns, its minimums for positions")
    func sarifSchemaConstraints() throws {
        let log = try #require(try JSONSerialization.jsonObject(with: Data(ReportFormat.sarif.render(report).utf8)) as? [String: Any])
        #expect(Set(log.keys) == ["$schema", "version", "runs"])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect(Set(run.keys).isSubset(of: ["tool", "results", "columnKind"]))
        #expect(["utf16CodeUnits", "unicodeCodePoints"].contains(run["columnKind"] as? String ?? ""))
        let levels: Set<String> = ["none", "note", "warning", "error"]
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        for rule in try #require(driver["rules"] as? [[String: Any]]) {
            let id = rule["id"] as? String
            #expect(id?.isEmpty == false)
            #expect(levels.contains((rule["defaultConfiguration"] as? [String: Any])?["level"] as? String ?? ""))
            let description = (rule["shortDescription"] as? [String: Any])?["text"] as? String
            #expect(description?.isEmpty == false)
        }
        for result in try #require(run["results"] as? [[String: Any]]) {
            #expect(levels.contains(result["level"] as? String ?? ""))
            #expect((result["ruleIndex"] as? Int ?? -2) >= -1)
            let region = try #require((((result["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any])
            #expect((region["startLine"] as? Int ?? 0) >= 1)
            #expect((region["startColumn"] as? Int ?? 0) >= 1)
        }
        let empty = try #require(try JSONSerialization.jsonObject(with: Data(ReportFormat.sarif.render(LintReport(findings: [], filesChecked: 0)).utf8)) as? [String: Any])
        #expect(((empty["runs"] as? [[String: Any]])?.first?["results"] as? [Any])?.isEmpty == true)
    }
}
#endif
