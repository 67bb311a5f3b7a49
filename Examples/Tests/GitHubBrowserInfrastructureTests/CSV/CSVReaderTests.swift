import Foundation
import GitHubBrowserInfrastructure
import PropertyBased
import Testing

@Suite("CSVReader")
struct CSVReaderTests {
    static func read(_ text: String) -> [CSVRecord] { Array(CSVReader(text)) }
    static func fields(_ text: String) -> [[String]] { read(text).map(\.fields) }

    @Test("fields separated by commas, records by CRLF, LF or CR; no record after a final line break")
    func separators() {
        #expect(Self.fields("a,b\r\nc,d\r\n") == [["a", "b"], ["c", "d"]])
        #expect(Self.fields("a,b\nc,d") == [["a", "b"], ["c", "d"]])
        #expect(Self.fields("a\rb\r") == [["a"], ["b"]])
        #expect(Self.fields("a,,\n,") == [["a", "", ""], ["", ""]])
        #expect(Self.fields("").isEmpty)
    }

    @Test("quoted fields hold commas, doubled quotes, and line breaks (CRLF kept as is)")
    func quotedFields() {
        #expect(Self.fields(#""a,b","say ""hi""",c"#) == [["a,b", #"say "hi""#, "c"]])
        #expect(Self.fields("\"line 1\r\nline 2\",x\r\nnext,row\r\n") == [["line 1\r\nline 2", "x"], ["next", "row"]])
        #expect(Self.fields(#""""#) == [[""]])
        #expect(Self.fields(#""""""#) == [[#"""#]])
        #expect(Self.read("ok\n").allSatisfy { $0.problem == nil })
    }

    @Test("each record knows the line it starts on, counting line breaks inside quotes")
    func lines() {
        let records = Self.read("h\n\"a\nb\nc\"\r\nnext\n\nlast")
        #expect(records.map(\.line) == [1, 2, 5, 6, 7])
        #expect(records[3].isBlank)
    }

    @Test("a UTF-8 byte-order mark is skipped")
    func byteOrderMark() {
        #expect(Array(CSVReader(Data([0xEF, 0xBB, 0xBF]) + Data("a,b\n".utf8))).map(\.fields) == [["a", "b"]])
    }

    @Test("problems are reported on their record, and reading goes on with the next one")
    func problems() {
        let records = Self.read("a\"b,c\n\"x\"y,z\nok,1\n\"open,never closed\nstill inside")
        #expect(records.map(\.problem) == [.quoteInUnquotedField(column: 1), .textAfterClosingQuote(column: 1), nil, .unterminatedQuote])
        #expect(records[0].fields == ["a\"b", "c"])
        #expect(records[2].fields == ["ok", "1"])
        #expect(records[3].line == 4)
        let invalid = Array(CSVReader(Data("ok\n".utf8) + Data([0x61, 0xFF, 0x2C, 0x62, 0x0A]) + Data("after\n".utf8)))
        #expect(invalid.map(\.problem) == [nil, .invalidUTF8, nil])
        #expect(invalid[2].fields == ["after"])
    }

    @Test("a field longer than the bound is a problem on its record, which keeps none of it; reading goes on")
    func fieldTooLong() {
        let long = String(repeating: "x", count: CSVReader.maximumFieldBytes + 1)
        let atBound = String(repeating: "y", count: CSVReader.maximumFieldBytes)
        let records = Self.read("head,er\na,\(long)\n\"\(long)\",b\nc,\(atBound)\nnext,row\n")
        #expect(records.map(\.problem) == [nil, .fieldTooLong(column: 2), .fieldTooLong(column: 1), nil, nil])
        #expect(records.map(\.line) == [1, 2, 3, 4, 5])
        #expect(records[1].fields == ["a", ""])
        #expect(records[2].fields == ["", "b"])
        #expect(records[3].fields == ["c", atBound], "a field of exactly the bound is kept")
        #expect(records[4].fields == ["next", "row"])
        #expect(CSVProblem.fieldTooLong(column: 2).description == "field 2 is longer than 64 KiB, the most a field may hold")
    }

    @Test("a record with more fields than the bound is a problem on its record; reading goes on")
    func tooManyFields() {
        let wide = String(repeating: ",", count: CSVReader.maximumFieldCount)
        let records = Self.read("a\n\(wide)\nnext\n")
        #expect(records.map(\.problem) == [nil, .tooManyFields, nil])
        #expect(records[1].fields.count == CSVReader.maximumFieldCount)
        #expect(records[2].fields == ["next"])
    }

    @Test("read from a file, a few bytes at a time, the records are those read from memory")
    func fromAFile() throws {
        let text = "\u{FEFF}a,\"b\r\nc\",d\r\n\"x\"y,z\nok,🦞\n\"open"
        let directory = try TemporaryDirectory()
        let url = directory.file("file.csv")
        try Data(text.utf8).write(to: url)
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        for size in [1, 2, 3, 7, 4096] {
            var reader = CSVReader(fileDescriptor: handle.fileDescriptor, bufferSize: size)
            var records: [CSVRecord] = []
            while let record = reader.next() { records.append(record) }
            #expect(records == Self.read(text), "buffer of \(size) bytes")
            #expect(reader.readError == nil)
        }
    }

    @Test("endOffset grows to the byte count")
    func offsets() {
        let reader = CSVReader("a,b\nc\n")
        let offsets = Array(reader).map(\.endOffset)
        #expect(offsets == [4, 6])
        #expect(reader.byteCount == 6)
    }

    /// Fields drawn from characters that matter to CSV (comma, quote, CR, LF, space) and others.
    static let field = Gen.element(of: ["a", "Z", "9", ",", "\"", "\n", "\r", "\r\n", " ", "é", "🦞", "\t", ";"]).map { $0 ?? "" }.array(of: 0...8).map { $0.joined() }

    @Test("round trip: any records written by CSVWriter read back the same, with CRLF or LF line ends")
    func roundTrip() async {
        await propertyCheck(count: 300, input: Self.field.array(of: 1...5).array(of: 0...6), Gen.bool) { records, crlf in
            let text = CSVWriter.text(records, lineEnding: crlf ? "\r\n" : "\n")
            let read = Self.read(text)
            #expect(read.map(\.fields) == records, "\(text.debugDescription)")
            #expect(read.allSatisfy { $0.problem == nil })
        }
    }

    @Test("round trip without a final line break")
    func roundTripWithoutFinalBreak() async {
        await propertyCheck(count: 200, input: Self.field.array(of: 1...5).array(of: 1...6)) { records in
            let text = String(CSVWriter.text(records, lineEnding: "\r\n").dropLast())
            #expect(Self.read(text).map(\.fields) == records, "\(text.debugDescription)")
        }
    }

    @Test("any bytes are read without a crash, every byte is consumed, and problem-free records survive a round trip")
    func anyBytes() async {
        let bytes = Gen.element(of: Array("ab,\"\r\n ".utf8) + [0xFF, 0xC3, 0xA9]).map { $0 ?? 0x61 }.array(of: 0...60)
        await propertyCheck(count: 500, input: bytes) { bytes in
            let records = Array(CSVReader(Data(bytes)))
            #expect(records.allSatisfy { !$0.fields.isEmpty })
            #expect((records.last?.endOffset ?? 0) == bytes.count || records.isEmpty)
            if records.allSatisfy({ $0.problem == nil }), !records.isEmpty {
                #expect(Self.read(CSVWriter.text(records.map(\.fields))).map(\.fields) == records.map(\.fields))
            }
        }
    }
}
