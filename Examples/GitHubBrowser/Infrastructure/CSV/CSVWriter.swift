import Foundation

/// Writes records as RFC 4180 CSV text, the inverse of ``CSVReader``: a field is quoted when it
/// holds a comma, a quote (written `""`), a line break, or when it is the only field of its record
/// and empty (so that the record is not read as a blank line).
///
/// ```swift
/// let text = CSVWriter.text([["name", "note"], ["kite", "light, \"fast\""]])
/// // name,note\r\nkite,"light, ""fast"""\r\n
/// ```
public enum CSVWriter {
    /// `records` as CSV text, each record ended by `lineEnding` (CRLF, as RFC 4180 says, by
    /// default).
    /// - Parameters:
    ///   - records: The records; each must have at least one field.
    ///   - lineEnding: What ends each record: `"\r\n"` or `"\n"`.
    /// - Returns: The text.
    public static func text(_ records: [[String]], lineEnding: String = "\r\n") -> String {
        records.map { line($0) + lineEnding }.joined()
    }

    /// One record as a line of CSV, without a line ending.
    /// - Parameter fields: The record's fields.
    /// - Returns: The fields, quoted where needed, joined by commas.
    public static func line(_ fields: [String]) -> String {
        if fields == [""] { return "\"\"" }
        return fields.map(field).joined(separator: ",")
    }

    /// One field, quoted if it needs to be.
    /// - Parameter text: The field's text.
    /// - Returns: The field as CSV.
    public static func field(_ text: String) -> String {
        let needsQuotes = text.utf8.contains { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
        guard needsQuotes else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
