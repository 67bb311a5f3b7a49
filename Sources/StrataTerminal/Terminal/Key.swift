/// A key the user pressed, decoded from the terminal's input bytes by ``KeyDecoder``.
///
/// Views match on it in ``View/handle(key:)``.
public enum Key: Hashable, Sendable, CustomStringConvertible {
    /// A printable character (one grapheme cluster's worth of typed text).
    case character(Character)
    /// The Up arrow.
    case up
    /// The Down arrow.
    case down
    /// The Left arrow.
    case left
    /// The Right arrow.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Tab.
    case tab
    /// Shift-Tab (back tab).
    case backTab
    /// Escape, pressed on its own.
    case escape
    /// Enter / Return.
    case enter
    /// Backspace.
    case backspace
    /// Delete (forward delete).
    case delete
    /// Insert.
    case insert
    /// A function key, F1 to F12.
    case function(Int)
    /// Control plus a letter or one of `@ [ \ ] ^ _ space`, given in lower case (`.control("c")` is Ctrl-C).
    case control(Character)

    public var description: String {
        switch self {
        case .character(let character): String(character)
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .tab: "Tab"
        case .backTab: "Shift-Tab"
        case .escape: "Esc"
        case .enter: "Enter"
        case .backspace: "Backspace"
        case .delete: "Del"
        case .insert: "Ins"
        case .function(let number): "F\(number)"
        case .control(let character): "^\(character.uppercased())"
        }
    }
}
