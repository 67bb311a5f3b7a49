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
}
