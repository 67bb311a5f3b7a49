import Foundation

/// Reads CSV text as RFC 4180 defines it: fields separated by commas, records by line breaks
/// (CRLF, and also LF or a lone CR), fields optionally quoted with `"` so they can hold commas,
/// line breaks and quotes (written `""`). A UTF-8 byte-order mark at the start is skipped.
///
/// Use it to read files from other programs: it never fails and never stops early. A record with
/// a problem (a quote in an unquoted field, text after a closing quote, an unclosed quote, bytes
/// that are not UTF-8) carries it in ``CSVRecord/problem``, and reading goes on at the next
/// record, so bad rows can be skipped and counted.
///
/// ```swift
/// for record in CSVReader(data) where record.problem == nil {
///     print(record.line, record.fields)
/// }
/// ```
///
/// An empty line is a record with one empty field (``CSVRecord/isBlank``); a line break at the
/// very end of the text does not start another record.
public struct CSVReader: Sequence, IteratorProtocol, Sendable {
    private let bytes: [UInt8]
    private var offset: Int
    private var line = 1

    private static let quote = UInt8(ascii: "\"")
    private static let comma = UInt8(ascii: ",")
    private static let lineFeed = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")

    /// A reader of `data`, UTF-8 encoded.
    public init(_ data: Data) {
        bytes = [UInt8](data)
        offset = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// A reader of `text`.
    public init(_ text: String) {
        self.init(Data(text.utf8))
    }

    /// The next record, or `nil` at the end of the text.
    public mutating func next() -> CSVRecord? {
        guard offset < bytes.count else { return nil }
        let startLine = line
        var fields: [String] = []
        var field: [UInt8] = []
        var problem: CSVProblem?
        var isUTF8 = true

        func finishField() {
            if let text = String(validating: field, as: UTF8.self) {
                fields.append(text)
            } else {
                isUTF8 = false
                fields.append(String(decoding: field, as: UTF8.self))
            }
            field.removeAll(keepingCapacity: true)
        }
        func note(_ found: CSVProblem) {
            if problem == nil { problem = found }
        }

        var inQuotes = false
        var wasQuoted = false
        var afterClosingQuote = false
        while offset < bytes.count {
            let byte = bytes[offset]
            offset += 1
            if inQuotes {
                if byte == Self.quote {
                    if offset < bytes.count, bytes[offset] == Self.quote {
                        field.append(Self.quote)
                        offset += 1
                    } else {
                        inQuotes = false
                        afterClosingQuote = true
                    }
                } else {
                    if byte == Self.lineFeed || (byte == Self.carriageReturn && (offset == bytes.count || bytes[offset] != Self.lineFeed)) {
                        line += 1
                    }
                    field.append(byte)
                }
                continue
            }
            switch byte {
            case Self.comma:
                finishField()
                wasQuoted = false
                afterClosingQuote = false
            case Self.lineFeed, Self.carriageReturn:
                if byte == Self.carriageReturn, offset < bytes.count, bytes[offset] == Self.lineFeed { offset += 1 }
                line += 1
                finishField()
                return record(fields, startLine, problem, isUTF8)
            case Self.quote where field.isEmpty && !wasQuoted:
                inQuotes = true
                wasQuoted = true
            case Self.quote:
                // Kept as text: the lenient reading of a quote RFC 4180 does not allow here.
                note(afterClosingQuote ? .textAfterClosingQuote(column: fields.count + 1) : .quoteInUnquotedField(column: fields.count + 1))
                field.append(byte)
            default:
                if afterClosingQuote { note(.textAfterClosingQuote(column: fields.count + 1)) }
                field.append(byte)
            }
        }
        if inQuotes { note(.unterminatedQuote) }
        finishField()
        return record(fields, startLine, problem, isUTF8)
    }

    private func record(_ fields: [String], _ line: Int, _ problem: CSVProblem?, _ isUTF8: Bool) -> CSVRecord {
        CSVRecord(fields: fields, line: line, problem: problem ?? (isUTF8 ? nil : .invalidUTF8), endOffset: offset)
    }

    /// The number of bytes of text, byte-order mark included: what ``CSVRecord/endOffset``
    /// reaches at the end.
    public var byteCount: Int { bytes.count }
}
