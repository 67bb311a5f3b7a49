/// The position of a row in a ``ListView``: its section and its row within the section.
public struct ListIndexPath: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The section, from 0.
    public var section: Int
    /// The row within the section, from 0.
    public var row: Int

    /// Creates an index path.
    public init(row: Int, section: Int) {
        self.section = section
        self.row = row
    }

    public static func < (lhs: ListIndexPath, rhs: ListIndexPath) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }

    public var description: String { "[\(section), \(row)]" }
}
