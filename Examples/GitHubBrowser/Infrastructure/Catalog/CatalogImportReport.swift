/// What an import into the offline catalog did: rows read, repositories added or updated, and
/// the rows skipped, counted by kind of reason, with the lines and reasons of the first ones.
///
/// ``OfflineCatalog/importRanking(from:progress:)`` returns it; `github-browser catalog import`
/// prints it.
public struct CatalogImportReport: Sendable, Equatable {
    /// The data rows read (the header and blank lines are not rows).
    public var rowsRead: Int
    /// Repositories that were not in the catalog before.
    public var added: Int
    /// Repositories that were in the catalog (same `owner/name`, ignoring case) and were updated.
    public var updated: Int
    /// The rows that were not imported.
    public var skipped: SkippedRows

    /// Creates a report.
    /// - Parameters:
    ///   - rowsRead: The data rows read.
    ///   - added: Repositories new to the catalog.
    ///   - updated: Repositories already in the catalog, updated.
    ///   - skipped: The rows not imported.
    public init(rowsRead: Int, added: Int, updated: Int, skipped: SkippedRows) {
        self.rowsRead = rowsRead
        self.added = added
        self.updated = updated
        self.skipped = skipped
    }

    /// Repositories written to the catalog: ``added`` plus ``updated``.
    public var imported: Int { added + updated }

    /// A row that was not imported.
    public struct SkippedRow: Sendable, Hashable {
        /// The line of the file the row starts on, counting from 1 (the header is line 1).
        public var line: Int
        /// Why it was skipped.
        public var reason: SkipReason

        /// Creates a skipped row.
        /// - Parameters:
        ///   - line: The row's first line.
        ///   - reason: Why it was skipped.
        public init(line: Int, reason: SkipReason) {
            self.line = line
            self.reason = reason
        }
    }

    /// Why a row was skipped.
    public enum SkipReason: Sendable, Hashable, CustomStringConvertible {
        /// The row names the same repository as an earlier row (at `line`); the first one is kept.
        case duplicate(ofLine: Int)
        /// The row is not well-formed CSV.
        case malformed(CSVProblem)
        /// The row has `found` fields where the header has `expected`.
        case fieldCount(found: Int, expected: Int)
        /// The field `column` holds `value`, which is not `expected` ("a whole number ≥ 0").
        case invalidField(column: String, value: String, expected: String)

        /// The reason, in words, with the particulars of the row.
        public var description: String {
            switch self {
            case .duplicate(let line): "the same repository as line \(line)"
            case .malformed(let problem): "not well-formed CSV: \(problem.description)"
            case .fieldCount(let found, let expected): "\(found) field\(found == 1 ? "" : "s"), expected \(expected)"
            case .invalidField(let column, let value, let expected): "\(column) \"\(Self.shortened(value))\" is not \(expected)"
            }
        }

        /// The kind of reason, without the particulars, for grouping rows skipped for the same
        /// kind of reason: "duplicate of an earlier row", "stars is not a whole number ≥ 0".
        public var kind: String {
            switch self {
            case .duplicate: "duplicate of an earlier row"
            case .malformed(let problem): "not well-formed CSV (\(problem.description))"
            case .fieldCount: "wrong number of fields"
            case .invalidField(let column, _, let expected): "\(column) is not \(expected)"
            }
        }

        private static func shortened(_ value: String) -> String {
            value.count > 40 ? String(value.prefix(39)) + "…" : value
        }
    }

    /// The rows an import skipped: every one counted, by kind of reason, but only the first ones
    /// kept with their lines and reasons, so that a file of millions of bad rows takes no more
    /// memory than a few.
    public struct SkippedRows: Sendable, Equatable, ExpressibleByArrayLiteral {
        /// How many rows of each kind are kept with their line and reason.
        public static let keptPerKind = 20

        /// Rows skipped for one kind of reason.
        public struct Group: Sendable, Equatable {
            /// The kind of reason (``SkipReason/kind``).
            public var kind: String
            /// How many rows were skipped for it.
            public var count: Int
            /// The first of them (at most ``SkippedRows/keptPerKind``), in file order.
            public var firstRows: [SkippedRow]
        }

        /// The groups, in the order their kind first occurred.
        public private(set) var groups: [Group] = []
        /// How many rows were skipped in all.
        public private(set) var count = 0
        private var groupIndex: [String: Int] = [:]

        /// No rows skipped.
        public init() {}

        /// `rows`, in order, as if each had been appended.
        public init(_ rows: [SkippedRow]) {
            for row in rows { append(row) }
        }

        /// `rows`, in order, as if each had been appended.
        public init(arrayLiteral rows: SkippedRow...) {
            self.init(rows)
        }

        /// Counts `row`, and keeps it if it is among the first of its kind.
        public mutating func append(_ row: SkippedRow) {
            count += 1
            let kind = row.reason.kind
            guard let index = groupIndex[kind] else {
                groupIndex[kind] = groups.count
                groups.append(Group(kind: kind, count: 1, firstRows: [row]))
                return
            }
            groups[index].count += 1
            if groups[index].firstRows.count < Self.keptPerKind { groups[index].firstRows.append(row) }
        }

        /// Whether no row was skipped.
        public var isEmpty: Bool { count == 0 }

        /// The rows kept, in file order.
        public var keptRows: [SkippedRow] {
            groups.flatMap(\.firstRows).sorted { $0.line < $1.line }
        }

        public static func == (lhs: SkippedRows, rhs: SkippedRows) -> Bool {
            lhs.count == rhs.count && lhs.groups == rhs.groups
        }
    }
}
