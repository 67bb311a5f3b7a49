/// What is wrong with one record of a CSV file, as ``CSVReader`` finds it.
///
/// The reader never stops at a problem: it reports it on the record (``CSVRecord/problem``),
/// reads the rest of that record as leniently as it can, and goes on with the next one, so a
/// caller can skip bad records and count them.
public enum CSVProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// A quoted field is still open at the end of the file (its closing `"` is missing).
    case unterminatedQuote
    /// A `"` inside a field that does not start with one (RFC 4180 allows quotes only in quoted
    /// fields). `column` counts fields from 1.
    case quoteInUnquotedField(column: Int)
    /// Text between a quoted field's closing `"` and the next `,` or line break. `column` counts
    /// fields from 1.
    case textAfterClosingQuote(column: Int)
    /// The record's bytes are not valid UTF-8 (bad sequences were replaced with U+FFFD).
    case invalidUTF8
    /// A field longer than ``CSVReader/maximumFieldBytes``; it is read past, not kept. `column`
    /// counts fields from 1.
    case fieldTooLong(column: Int)
    /// More fields than ``CSVReader/maximumFieldCount``; the rest of the record is read past.
    case tooManyFields

    /// What is wrong, in words: "a quoted field is not closed before the end of the file".
    public var description: String {
        switch self {
        case .unterminatedQuote: "a quoted field is not closed before the end of the file"
        case .quoteInUnquotedField(let column): "field \(column) has a quote but does not start with one"
        case .textAfterClosingQuote(let column): "field \(column) has text after its closing quote"
        case .invalidUTF8: "it is not valid UTF-8 text"
        case .fieldTooLong(let column): "field \(column) is longer than \(CSVReader.maximumFieldBytes >> 10) KiB, the most a field may hold"
        case .tooManyFields: "it has more than \(CSVReader.maximumFieldCount) fields, the most a record may hold"
        }
    }
}
