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
