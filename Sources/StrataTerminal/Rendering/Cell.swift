import Foundation

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

/// The grapheme of a ``Cell``, stored as plain bytes so that a cell is a trivial value: frames are
/// copied, compared and freed without reference counting.
///
/// Up to 15 UTF-8 bytes — every letter, CJK ideograph, emoji with modifiers, flag — are stored
/// inline; the last byte holds the length. A longer grapheme (an emoji ZWJ family) is stored
/// once in ``GraphemeTable`` and referred to by index (length byte `0xFF`).
struct CellGrapheme: Hashable, Sendable {
    private var low: UInt64
    private var high: UInt64

    private static let tableMarker: UInt64 = 0xFF

    /// A space.
    static let space = CellGrapheme(ascii: 0x20)

    /// Stores one ASCII byte.
    init(ascii byte: UInt8) {
        low = UInt64(byte)
        high = 1 << 56
    }

    /// Stores `character`.
    init(_ character: Character) {
        let utf8 = character.utf8
        guard utf8.count <= 15 else {
            low = UInt64(GraphemeTable.shared.index(of: String(character)))
            high = Self.tableMarker << 56
            return
        }
        var low: UInt64 = 0
        var high: UInt64 = 0
        var count: UInt64 = 0
        for byte in utf8 {
            if count < 8 {
                low |= UInt64(byte) << (8 * count)
            } else {
                high |= UInt64(byte) << (8 * (count - 8))
            }
            count += 1
        }
        self.low = low
        self.high = high | count << 56
    }

    private var length: UInt64 { high >> 56 }

    /// The stored grapheme.
    var character: Character {
        var bytes: [UInt8] = []
        appendUTF8(to: &bytes)
        return Character(String(decoding: bytes, as: UTF8.self))
    }

    /// Appends the grapheme's UTF-8 bytes, as the renderer writes them.
    func appendUTF8(to output: inout [UInt8]) {
        let length = self.length
        if length == Self.tableMarker {
            output.append(contentsOf: GraphemeTable.shared.grapheme(at: Int(low)).utf8)
            return
        }
        var index: UInt64 = 0
        while index < length {
            let word = index < 8 ? low : high
            output.append(UInt8(truncatingIfNeeded: word >> (8 * (index & 7))))
            index += 1
        }
    }
}

/// The graphemes longer than 15 UTF-8 bytes that cells have shown, each stored once.
///
/// Such graphemes are rare (emoji ZWJ sequences), so the table stays small: it grows by one entry
/// per distinct long grapheme ever drawn.
final class GraphemeTable: @unchecked Sendable {
    /// The table shared by all cells.
    static let shared = GraphemeTable()

    private let lock = NSLock()
    private var graphemes: [String] = []
    private var indices: [String: Int] = [:]

    /// The index of `grapheme`, adding it if it is new.
    func index(of grapheme: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        if let index = indices[grapheme] { return index }
        graphemes.append(grapheme)
        indices[grapheme] = graphemes.count - 1
        return graphemes.count - 1
    }

    /// The grapheme stored at `index`.
    func grapheme(at index: Int) -> String {
        lock.lock()
        defer { lock.unlock() }
        return graphemes.indices.contains(index) ? graphemes[index] : "\u{FFFD}"
    }
}
