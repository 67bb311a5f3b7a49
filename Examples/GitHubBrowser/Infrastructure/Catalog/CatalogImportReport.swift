/// What an import into the offline catalog did: rows read, repositories added or updated, and
/// every row skipped with its line and reason.
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
    /// Every row that was not imported, in file order.
    public var skipped: [SkippedRow]

    /// Creates a report.
    /// - Parameters:
    ///   - rowsRead: The data rows read.
    ///   - added: Repositories new to the catalog.
    ///   - updated: Repositories already in the catalog, updated.
    ///   - skipped: The rows not imported.
    public init(rowsRead: Int, added: Int, updated: Int, skipped: [SkippedRow]) {
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

    /// The skipped rows grouped by ``SkipReason/kind``, in order of first occurrence.
    public var skippedByKind: [(kind: String, rows: [SkippedRow])] {
        var order: [String] = []
        var groups: [String: [SkippedRow]] = [:]
        for row in skipped {
            let kind = row.reason.kind
            if groups[kind] == nil { order.append(kind) }
            groups[kind, default: []].append(row)
        }
        return order.map { ($0, groups[$0] ?? []) }
    }
}
