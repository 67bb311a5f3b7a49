/// What one row of a ``ListView`` shows: a text, an optional detail on the right, an optional style.
///
/// A list asks its data source (``ListViewDataSource/cell(at:)``) for one for each *visible* row
/// only, so building it may be as cheap or as costly as needed.
public struct ListRow: Hashable, Sendable {
    /// The main text, on the left.
    public var text: String
    /// Secondary text, right-aligned and dimmed.
    public var detail: String?
    /// The style of the main text (the selection highlight is added on top).
    public var style: TextStyle

    /// Creates a row.
    public init(_ text: String, detail: String? = nil, style: TextStyle = .plain) {
        self.text = text
        self.detail = detail
        self.style = style
    }
}
