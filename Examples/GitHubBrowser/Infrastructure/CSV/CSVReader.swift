import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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
///
/// Memory stays bounded whatever the text: a field holds at most ``maximumFieldBytes`` and a
/// record at most ``maximumFieldCount`` fields (more is a problem on the record, read past and
/// not kept), and ``init(fileDescriptor:bufferSize:)`` reads a file a buffer at a time.
public struct CSVReader: Sequence, IteratorProtocol, Sendable {
    /// The most bytes a field may hold (64 KiB): a longer one is a ``CSVProblem/fieldTooLong(column:)``
    /// on its record, and is read past without being kept, so memory stays bounded whatever the
    /// text holds.
    public static let maximumFieldBytes = 64 << 10
    /// The most fields a record may hold: the fields after them are a
    /// ``CSVProblem/tooManyFields`` on their record, and are read past without being kept.
    public static let maximumFieldCount = 1024

    private var input: Input
    private var line = 1

    private static let quote = UInt8(ascii: "\"")
    private static let comma = UInt8(ascii: ",")
    private static let lineFeed = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The text, all in memory or read from a file a buffer at a time.
    private struct Input: Sendable {
        /// All the text (in memory), or the part of the file read last.
        var buffer: [UInt8]
        /// The next byte's place in `buffer`.
        var index = 0
        /// The bytes of the text before `buffer`.
        var consumed = 0
        /// The file read from (which the reader does not close), or `nil` for text in memory.
        let descriptor: Int32?
        let bufferSize: Int
        /// Why reading the file stopped before its end (an `errno` code), if it did.
        var failure: Int32?

        /// The bytes read up to the next one.
        var offset: Int { consumed + index }

        /// The next byte, without reading past it.
        mutating func peek() -> UInt8? {
            if index == buffer.count, !refill() { return nil }
            return buffer[index]
        }

        /// The next byte, read past.
        mutating func next() -> UInt8? {
            if index == buffer.count, !refill() { return nil }
            index += 1
            return buffer[index - 1]
        }

        /// The bytes from the next one up to (not including) the first that is `stop1`, `stop2`,
        /// `stop3` or `stop4`, within what is buffered, read past; empty when the next byte is one
        /// of them or the text has ended. For reading the plain runs of a field in bulk.
        mutating func run(upTo stop1: UInt8, _ stop2: UInt8, _ stop3: UInt8, _ stop4: UInt8) -> ArraySlice<UInt8> {
            if index == buffer.count, !refill() { return [] }
            let start = index
            let end = buffer.withUnsafeBufferPointer { bytes -> Int in
                var end = start
                while end < bytes.count {
                    let byte = bytes[end]
                    if byte == stop1 || byte == stop2 || byte == stop3 || byte == stop4 { break }
                    end += 1
                }
                return end
            }
            index = end
            return buffer[start..<end]
        }

        /// Reads the file's next bytes into `buffer`; `false` at its end, or when it cannot be read.
        private mutating func refill() -> Bool {
            guard let descriptor, failure == nil else { return false }
            consumed += buffer.count
            index = 0
            buffer = [UInt8](repeating: 0, count: bufferSize)
            let offset = off_t(consumed)
            let count = FileDescriptorIO.retrying { buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, offset) } }
            if count < 0 { failure = SystemError.code }
            buffer.removeSubrange(Swift.max(count, 0)...)
            return count > 0
        }
    }

    /// A reader of `data`, UTF-8 encoded.
    public init(_ data: Data) {
        let bytes = [UInt8](data)
        input = Input(buffer: bytes, index: bytes.starts(with: Self.byteOrderMark) ? 3 : 0, descriptor: nil, bufferSize: 0)
        byteCount = bytes.count
    }

    /// A reader of `text`.
    public init(_ text: String) {
        self.init(Data(text.utf8))
    }

    /// A reader of the file open at `fileDescriptor`, from its start, reading `bufferSize` bytes
    /// at a time (with `pread`, so the descriptor's offset is not used): memory stays bounded
    /// however large the file is. The caller keeps the descriptor open while reading, and closes
    /// it. If the file cannot be read to its end, the text ends there and ``readError`` says why.
    public init(fileDescriptor: Int32, bufferSize: Int = 64 << 10) {
        var info = stat()
        byteCount = fstat(fileDescriptor, &info) == 0 ? Int(info.st_size) : 0
        input = Input(buffer: [], descriptor: fileDescriptor, bufferSize: Swift.max(bufferSize, 1))
        var start: [UInt8] = []
        while start.count < 3, let byte = input.peek(), byte == Self.byteOrderMark[start.count] {
            start.append(byte)
            _ = input.next()
        }
        if start.count < 3 {
            // Not a byte-order mark: read from the start again.
            input = Input(buffer: [], descriptor: fileDescriptor, bufferSize: Swift.max(bufferSize, 1), failure: input.failure)
        }
    }

    /// Why the file could not be read to its end ("Input/output error"), or `nil` when it was (or
    /// the text is in memory).
    public var readError: String? {
        input.failure.map { String(cString: strerror($0)) }
    }

    /// The next record, or `nil` at the end of the text.
    public mutating func next() -> CSVRecord? {
        guard input.peek() != nil else { return nil }
        let startLine = line
        var fields: [String] = []
        var field: [UInt8] = []
        var fieldTooLong = false
        var problem: CSVProblem?
        var isUTF8 = true

        func note(_ found: CSVProblem) {
            if problem == nil { problem = found }
        }
        func append(_ bytes: some Collection<UInt8>) {
            guard !fieldTooLong else { return }
            guard field.count + bytes.count <= Self.maximumFieldBytes else {
                note(.fieldTooLong(column: fields.count + 1))
                fieldTooLong = true
                return
            }
            field.append(contentsOf: bytes)
        }
        func append(_ byte: UInt8) {
            append(CollectionOfOne(byte))
        }
        func finishField() {
            defer {
                field.removeAll(keepingCapacity: field.count <= 4096)
                fieldTooLong = false
            }
            guard fields.count < Self.maximumFieldCount else {
                note(.tooManyFields)
                return
            }
            if fieldTooLong {
                fields.append("")
            } else if let text = Self.validatedText(field) {
                fields.append(text)
            } else {
                isUTF8 = false
                fields.append(String(decoding: field, as: UTF8.self))
            }
        }

        var inQuotes = false
        var wasQuoted = false
        var afterClosingQuote = false
        while true {
            // Plain runs of bytes are taken in bulk; the bytes that matter to CSV one at a time.
            let run = inQuotes
                ? input.run(upTo: Self.quote, Self.lineFeed, Self.carriageReturn, Self.quote)
                : input.run(upTo: Self.comma, Self.lineFeed, Self.carriageReturn, Self.quote)
            if !run.isEmpty {
                if !inQuotes, afterClosingQuote { note(.textAfterClosingQuote(column: fields.count + 1)) }
                append(run)
                continue
            }
            guard let byte = input.next() else { break }
            if inQuotes {
                if byte == Self.quote {
                    if input.peek() == Self.quote {
                        append(Self.quote)
                        _ = input.next()
                    } else {
                        inQuotes = false
                        afterClosingQuote = true
                    }
                } else {
                    if byte == Self.lineFeed || (byte == Self.carriageReturn && input.peek() != Self.lineFeed) {
                        line += 1
                    }
                    append(byte)
                }
                continue
            }
            switch byte {
            case Self.comma:
                finishField()
                wasQuoted = false
                afterClosingQuote = false
            case Self.lineFeed, Self.carriageReturn:
                if byte == Self.carriageReturn, input.peek() == Self.lineFeed { _ = input.next() }
                line += 1
                finishField()
                return record(fields, startLine, problem, isUTF8)
            case Self.quote where field.isEmpty && !fieldTooLong && !wasQuoted:
                inQuotes = true
                wasQuoted = true
            case Self.quote:
                // Kept as text: the lenient reading of a quote RFC 4180 does not allow here.
                note(afterClosingQuote ? .textAfterClosingQuote(column: fields.count + 1) : .quoteInUnquotedField(column: fields.count + 1))
                append(byte)
            default:
                if afterClosingQuote { note(.textAfterClosingQuote(column: fields.count + 1)) }
                append(byte)
            }
        }
        if inQuotes { note(.unterminatedQuote) }
        finishField()
        return record(fields, startLine, problem, isUTF8)
    }

    private func record(_ fields: [String], _ line: Int, _ problem: CSVProblem?, _ isUTF8: Bool) -> CSVRecord {
        CSVRecord(fields: fields, line: line, problem: problem ?? (isUTF8 ? nil : .invalidUTF8), endOffset: input.offset)
    }

    /// The number of bytes of text, byte-order mark included: what ``CSVRecord/endOffset``
    /// reaches at the end (for a file, its size when the reader was made).
    public let byteCount: Int
}

extension CSVReader {
    /// `bytes` as text if they are valid UTF-8, else `nil`. `String(validating:as:)` where the OS has
    /// it (always on Linux; iOS 18 and later); Foundation's validating initialiser before.
    static func validatedText(_ bytes: [UInt8]) -> String? {
        if #available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *) {
            return String(validating: bytes, as: UTF8.self)
        }
        return String(bytes: bytes, encoding: .utf8)
    }
}
