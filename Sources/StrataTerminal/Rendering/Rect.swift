/// A rectangle of cells: a view's frame, a region to fill or clip to.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The leftmost column.
    public var x: Int
    /// The top row.
    public var y: Int
    /// The number of columns; never negative.
    public var width: Int
    /// The number of rows; never negative.
    public var height: Int

    /// Creates a rectangle; negative sizes are clamped to zero.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The column just after the rectangle.
    public var maxX: Int { x + width }
    /// The row just below the rectangle.
    public var maxY: Int { y + height }
    /// Whether the rectangle covers no cell.
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// The cells both rectangles cover (empty if they do not overlap).
    public func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return Rect(x: left, y: top, width: 0, height: 0) }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// This rectangle shrunk by `insets` on each side.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: x + insets.left, y: y + insets.top,
            width: width - insets.left - insets.right, height: height - insets.top - insets.bottom
        )
    }

    /// This rectangle moved by `dx` columns and `dy` rows.
    public func offsetBy(dx: Int, dy: Int) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// Whether the cell at `column`, `row` is inside.
    public func contains(column: Int, row: Int) -> Bool {
        column >= x && column < maxX && row >= y && row < maxY
    }

    public var description: String { "(\(x),\(y) \(width)×\(height))" }
}

/// Padding around content, in cells.
public struct EdgeInsets: Hashable, Sendable {
    /// Rows above.
    public var top: Int
    /// Columns to the left.
    public var left: Int
    /// Rows below.
    public var bottom: Int
    /// Columns to the right.
    public var right: Int

    /// Creates insets.
    public init(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same padding on every side.
    public init(all value: Int) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    /// No padding.
    public static let zero = EdgeInsets()
}
