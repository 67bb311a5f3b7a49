/// A colour a terminal can show: one of the 16 standard colours or one of the 256-colour palette.
///
/// Styles with colours degrade gracefully: when `NO_COLOR` is set, the renderer drops colours and
/// keeps bold, dim, underline and reverse.
public enum TerminalColor: Hashable, Sendable {
    /// Black.
    public static let black = TerminalColor.standard(0)
    /// Red.
    public static let red = TerminalColor.standard(1)
    /// Green.
    public static let green = TerminalColor.standard(2)
    /// Yellow.
    public static let yellow = TerminalColor.standard(3)
    /// Blue.
    public static let blue = TerminalColor.standard(4)
    /// Magenta.
    public static let magenta = TerminalColor.standard(5)
    /// Cyan.
    public static let cyan = TerminalColor.standard(6)
    /// White (light grey on most terminals).
    public static let white = TerminalColor.standard(7)

    /// One of the 16 standard colours: 0–7 normal, 8–15 bright. Values outside 0–15 are clamped.
    case standard(UInt8)
    /// One of the 256 palette colours.
    case palette(UInt8)

    func sgrParameters(background: Bool) -> [Int] {
        switch self {
        case .standard(let value):
            let index = Int(min(value, 15))
            let base = index < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
            return [base + index % 8]
        case .palette(let value):
            return [background ? 48 : 38, 5, Int(value)]
        }
    }
}
