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
        #expect((location["artifactLocation"] as? [String: Any])?["uriBaseId"] as? String == "SRCROOT")
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
        #expect(Set(run.keys).isSubset(of: ["tool", "results", "columnKind", "originalUriBaseIds"]))
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

    @Test("sarif: the tool's version, and files relative to SRCROOT, which originalUriBaseIds maps to the root (a file outside it keeps its absolute URI)")
    func sarifRelativeURIs() throws {
        let report = LintReport(findings: [
            Finding(path: "/work/app/Sources/A.swift", line: 1, column: 1, severity: .error, rule: .layerDependency, message: "m"),
            Finding(path: "/work/app/Sources/x:y #1.swift", line: 1, column: 1, severity: .error, rule: .layerDependency, message: "m"),
            Finding(path: "/elsewhere/B.swift", line: 2, column: 1, severity: .warning, rule: .layerDependency, message: "m"),
        ], filesChecked: 3)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(ReportFormat.sarif.render(report, root: "/work/app/").utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["version"] as? String == StrataVersion.current)
        let bases = try #require(run["originalUriBaseIds"] as? [String: [String: String]])
        #expect(bases == ["SRCROOT": ["uri": "file:///work/app/"]])
        let locations = try #require(run["results"] as? [[String: Any]]).map { result in
            ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: String]
        }
        #expect(locations == [
            ["uri": "Sources/A.swift", "uriBaseId": "SRCROOT"],
            ["uri": "Sources/x%3Ay%20%231.swift", "uriBaseId": "SRCROOT"],
            ["uri": "file:///elsewhere/B.swift"],
        ])
    }

    /// A finding whose path and message hold what a terminal would act on: ESC, an OSC title, BEL,
    /// the one-byte CSI (U+009B), a right-to-left override (U+202E) and a line break.
    private let hostile = LintReport(findings: [
        Finding(
            path: "Sources/a\u{1B}]0;PWNED\u{07}\u{9B}2J\u{202E}txt.exe\nSources/forged.swift:1:1: error: forged.swift", line: 1, column: 1,
            severity: .error, rule: .unparseableFile, message: "type 'A\u{202E}B' \u{1B}[2J"
        ),
    ], filesChecked: 1)

    @Test("text: every control, bidirectional or line-separating character of a path or message is shown escaped; a line break in a name cannot forge a line")
    func textEscapes() {
        let text = ReportFormat.text.render(hostile)
        #expect(text == "Sources/a\\u{1B}]0;PWNED\\u{7}\\u{9B}2J\\u{202E}txt.exe\\u{A}Sources/forged.swift:1:1: error: forged.swift:1:1: error: type 'A\\u{202E}B' \\u{1B}[2J [unparseable-file]\n")
        #expect(text.split(separator: "\n").count == 1)
    }

    @Test("json and sarif: those characters are JSON escapes, so the bytes cannot drive a terminal; a path still decodes to the real path, a message shows them escaped", arguments: [ReportFormat.json, .sarif])
    func jsonEscapes(format: ReportFormat) throws {
        let rendered = format.render(hostile)
        for scalar in ["\u{1B}", "\u{07}", "\u{9B}", "\u{202E}"] {
            #expect(!rendered.unicodeScalars.contains(Unicode.Scalar(scalar)!), "\(format): \(scalar.unicodeScalars.first!.value)")
        }
        let object = try #require(try JSONSerialization.jsonObject(with: Data(rendered.utf8)) as? [String: Any])
        if format == .json {
            let finding = try #require((object["findings"] as? [[String: Any]])?.first)
            #expect(finding["path"] as? String == hostile.findings[0].path)
            #expect(finding["message"] as? String == "type 'A\\u{202E}B' \\u{1B}[2J")
        } else {
            let result = try #require(((object["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
            #expect((result["message"] as? [String: Any])?["text"] as? String == "type 'A\\u{202E}B' \\u{1B}[2J")
        }
    }

    @Test("github: one workflow command per finding, its properties and message escaped as the runner reads them back")
    func github() {
        let report = LintReport(findings: [
            Finding(path: "Sources/A ViewController.swift", line: 3, column: 5, severity: .warning, rule: .viewControllerLength, message: "too long: 100% of it"),
            Finding(path: "/elsewhere/a,b:c%.swift", line: 1, column: 1, severity: .error, rule: .unparseableFile, message: "bad\r\nline"),
        ], filesChecked: 2)
        #expect(ReportFormat.github.render(report, root: FileManager.default.currentDirectoryPath) == """
            ::warning file=Sources/A ViewController.swift,line=3,col=5,title=strata lint%3A view-controller-length::too long: 100%25 of it
            ::error file=/elsewhere/a%2Cb%3Ac%25.swift,line=1,col=1,title=strata lint%3A unparseable-file::bad\\u{D}\\u{A}line

            """)
        #expect(ReportFormat.github.render(LintReport(findings: [], filesChecked: 1)).isEmpty)
        #expect(ReportFormat.github.render(hostile).split(separator: "\n").count == 1)
    }
}
#endif
