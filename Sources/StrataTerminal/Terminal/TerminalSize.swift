/// The size of a terminal screen, in character cells.
///
/// Use it wherever a width and a height in cells travel together: a terminal's current size, the
/// minimum size an application needs, the size of a ``ScreenBuffer``.
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
    /// The number of columns.
    public var columns: Int
    /// The number of rows.
    public var rows: Int

    /// Creates a size; negative values are clamped to zero.
    public init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
    }

    /// Whether this size is at least `other` in both directions.
    public func contains(_ other: TerminalSize) -> Bool {
        columns >= other.columns && rows >= other.rows
    }

    public var description: String { "\(columns)×\(rows)" }
}
