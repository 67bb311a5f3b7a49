#if StrataTools
import Foundation

/// The findings a team accepts for now, so that `strata lint` reports only new ones: adopt the
/// linter on code that already breaks its rules, and fix the old findings at your own pace.
///
/// Record today's findings once (`strata lint --write-baseline .strata-lint-baseline.json`), commit
/// the file, then lint with `--baseline` to see only findings that are not in it:
///
/// ```swift
/// let baseline = LintBaseline(recording: report, lines: { path in try? String(contentsOfFile: path, encoding: .utf8) })
/// let new = baseline.newFindings(in: laterReport, lines: { path in try? String(contentsOfFile: path, encoding: .utf8) })
/// ```
///
/// A finding is matched by its file, its rule and the text of its line (spaces trimmed), never by
/// its line number, so lines added or removed above it do not bring it back; editing the line itself
/// does, as it should. When the same line text holds several findings of one rule in a file, the
/// baseline keeps how many: one more is new.
///
/// A file is named by its canonical path — `.` and `..` resolved, symbolic links followed — taken
/// relative to the baseline file's own folder: the same file matches however a run spells it
/// (`app`, `./app`, an absolute path, `.` from inside `app`) and from whichever folder it runs.
public struct LintBaseline: Sendable, Hashable, Codable {
    /// One accepted finding.
    public struct Entry: Sendable, Hashable, Codable {
        /// The file, relative to the baseline's folder (see ``LintBaseline/canonicalPath(_:relativeTo:)``).
        public var path: String
        /// The rule that found it.
        public var rule: RuleID
        /// The line's text, spaces trimmed: what matches it again after edits elsewhere.
        public var text: String
        /// The line it was on when recorded (for a reader of the file; not used to match).
        public var line: Int
    }

    /// The version of the file format this build writes: 2, paths relative to the baseline's
    /// folder. Version 1 (paths as typed, relative to the folder the linter ran in) is still read.
    public static let formatVersion = 2

    /// The file's format version.
    public var version: Int
    /// The accepted findings, in report order.
    public var findings: [Entry]

    /// The baseline that accepts every finding of `report`, its files named relative to `folder` —
    /// the folder the baseline file is written in; `lines` gives a file's text (`nil` when it cannot
    /// be read, which leaves the text empty).
    public init(recording report: LintReport, relativeTo folder: String = ".", lines: (String) -> String?) {
        version = Self.formatVersion
        var texts = LineTexts()
        findings = report.findings.map { finding in
            Entry(
                path: Self.canonicalPath(finding.path, relativeTo: folder), rule: finding.rule,
                text: texts.text(of: finding, source: lines), line: finding.line
            )
        }
    }

    /// The findings of `report` that the baseline does not accept, in report order; `folder` is the
    /// folder the baseline file is in.
    public func newFindings(in report: LintReport, relativeTo folder: String = ".", lines: (String) -> String?) -> [Finding] {
        var accepted: [Key: Int] = [:]
        for entry in findings {
            accepted[Key(path: entry.path, rule: entry.rule, text: entry.text), default: 0] += 1
        }
        var texts = LineTexts()
        var canonical: [String: String] = [:]
        return report.findings.filter { finding in
            let path = canonical[finding.path] ?? Self.canonicalPath(finding.path, relativeTo: folder)
            canonical[finding.path] = path
            let key = Key(path: path, rule: finding.rule, text: texts.text(of: finding, source: lines))
            guard let remaining = accepted[key], remaining > 0 else { return true }
            accepted[key] = remaining - 1
            return false
        }
    }

    /// Reads a baseline file.
    /// - Throws: ``LintBaselineError`` when the file cannot be read or is not a baseline this build
    ///   reads.
    public static func load(from path: String) throws(LintBaselineError) -> LintBaseline {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadable(path: path)
        }
        let baseline: LintBaseline
        do {
            baseline = try JSONDecoder().decode(LintBaseline.self, from: data)
        } catch {
            throw .notABaseline(path: path)
        }
        switch baseline.version {
        case formatVersion:
            return baseline
        case 1:
            // Paths as typed where the linter ran — this folder, most likely: made relative to the
            // baseline's folder like a version 2 file's.
            var upgraded = baseline
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
            upgraded.version = formatVersion
            upgraded.findings = baseline.findings.map { entry in
                var entry = entry
                entry.path = canonicalPath(entry.path, relativeTo: folder)
                return entry
            }
            return upgraded
        default:
            throw .unsupportedVersion(path: path, version: baseline.version)
        }
    }

    /// `path` made canonical — absolute (against the current folder), `.` and `..` resolved,
    /// symbolic links followed — then relative to `folder` (made canonical the same way), with `..`
    /// steps for a file outside it. Two spellings of one file give the same result.
    public static func canonicalPath(_ path: String, relativeTo folder: String) -> String {
        let file = canonicalComponents(path)
        let base = canonicalComponents(folder)
        var common = 0
        while common < min(file.count, base.count), file[common] == base[common] { common += 1 }
        let steps = Array(repeating: "..", count: base.count - common) + file[common...]
        return steps.isEmpty ? "." : steps.joined(separator: "/")
    }

    /// The components of `path` made absolute and resolved (root first, as `/`).
    private static func canonicalComponents(_ path: String) -> [String] {
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        let url = URL(fileURLWithPath: path, relativeTo: current).standardizedFileURL.resolvingSymlinksInPath()
        return url.pathComponents.filter { $0 != "/" }
    }

    /// The file's contents: pretty-printed JSON with sorted keys, so that a re-recorded baseline
    /// diffs well.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings and integers cannot fail.
        return ((try? encoder.encode(self)) ?? Data()) + Data("\n".utf8)
    }

    /// What a finding is matched by.
    private struct Key: Hashable {
        var path: String
        var rule: RuleID
        var text: String
    }
}

/// The text of findings' lines, each file read once.
private struct LineTexts {
    private var files: [String: [Substring]] = [:]

    mutating func text(of finding: Finding, source: (String) -> String?) -> String {
        let lines: [Substring]
        if let cached = files[finding.path] {
            lines = cached
        } else {
            lines = source(finding.path).map { $0.split(separator: "\n", omittingEmptySubsequences: false) } ?? []
            files[finding.path] = lines
        }
        guard lines.indices.contains(finding.line - 1) else { return "" }
        return lines[finding.line - 1].trimmingCharacters(in: .whitespaces)
    }
}
#endif
