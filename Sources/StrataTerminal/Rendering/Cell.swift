/// One character cell of a ``ScreenBuffer``: a grapheme, how many columns it covers, and its style.
///
/// A wide character occupies two cells: the first holds the grapheme with ``width`` 2, the second is
/// a *continuation* cell (width 0) that is never written to the terminal on its own.
///
/// A cell is a trivial value (its grapheme is stored as bytes, not as a `Character`), so frames
/// are copied, compared and freed without reference counting.
public struct Cell: Hashable, Sendable {
    /// The grapheme, stored as bytes.
    var grapheme: CellGrapheme
    /// 1 for a normal character, 2 for the first half of a wide one, 0 for the second half.
    public var width: UInt8
    /// How the grapheme looks.
    public var style: TextStyle

    /// The grapheme shown in this cell (a space for an empty cell).
    public var character: Character {
        get { grapheme.character }
        set { grapheme = CellGrapheme(newValue) }
    }

    /// Creates a cell.
    public init(character: Character, width: UInt8, style: TextStyle) {
        grapheme = CellGrapheme(character)
        self.width = width
        self.style = style
    }

    /// Creates a cell holding a space.
    init(spaceWidth width: UInt8, style: TextStyle) {
        grapheme = .space
        self.width = width
        self.style = style
    }

    /// An empty cell in the default style.
    public static let blank = Cell(spaceWidth: 1, style: .plain)

    /// Whether this is the second half of a wide character.
    public var isContinuation: Bool { width == 0 }

    static func continuation(style: TextStyle) -> Cell {
        Cell(spaceWidth: 0, style: style)
    }
}
