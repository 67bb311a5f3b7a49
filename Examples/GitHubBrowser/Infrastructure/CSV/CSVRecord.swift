/// One record (row) of a CSV file, as ``CSVReader`` reads it.
public struct CSVRecord: Hashable, Sendable {
    /// The record's fields, unquoted (`""` inside a quoted field read as one `"`).
    public var fields: [String]
    /// The line of the file the record starts on, counting from 1 (a record with line breaks in a
    /// quoted field spans several lines).
    public var line: Int
    /// What is wrong with the record, if anything: its fields are then a best effort.
    public var problem: CSVProblem?
    /// How many bytes of the file have been read once this record is: a measure of progress.
    public var endOffset: Int

    /// Creates a record.
    /// - Parameters:
    ///   - fields: The fields, unquoted.
    ///   - line: The line the record starts on, from 1.
    ///   - problem: What is wrong with it, if anything.
    ///   - endOffset: The bytes of the file read up to the end of the record.
    public init(fields: [String], line: Int, problem: CSVProblem? = nil, endOffset: Int = 0) {
        self.fields = fields
        self.line = line
        self.problem = problem
        self.endOffset = endOffset
    }

    /// Whether the record is an empty line: one empty, unquoted field and no problem.
    public var isBlank: Bool { fields == [""] && problem == nil }
}
