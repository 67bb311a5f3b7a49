#if StrataTools
import Foundation

/// The `--format github` report: one GitHub Actions workflow command per finding,
/// `::warning file=Sources/A.swift,line=3,col=5,title=strata lint: view-controller-length::message`,
/// which a workflow's log turns into an annotation on that line of the pull request.
///
/// A command's properties and message are escaped as GitHub's runner reads them back (`%25`,
/// `%0D`, `%0A`, and in properties `%3A` and `%2C`), after the path and the message have been made
/// printable, so no value can end a command or start another.
enum GitHubAnnotations {
    static func render(_ report: LintReport, root: SourceRoot) -> String {
        report.findings.map { finding in
            let path = PrintableText.escaping(root.relative(finding.path) ?? root.absolute(finding.path))
            let properties = [
                "file=" + property(path), "line=\(finding.line)", "col=\(finding.column)",
                "title=" + property("strata lint: " + finding.rule.rawValue),
            ]
            return "::\(finding.severity.rawValue) \(properties.joined(separator: ","))::\(data(PrintableText.escaping(finding.message)))\n"
        }.joined()
    }

    /// A command's message, escaped: `%`, CR and LF.
    static func data(_ text: String) -> String {
        var result = ""
        for character in text.unicodeScalars {
            switch character {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// A command's property value, escaped: what `data(_:)` escapes, and `:` and `,`.
    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
#endif
