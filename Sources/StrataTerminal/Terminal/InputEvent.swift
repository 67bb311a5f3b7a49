/// Something that arrived from the terminal: a key, pasted text, or a new window size.
public enum InputEvent: Hashable, Sendable {
    /// A key press.
    case key(Key)
    /// Text pasted while bracketed paste was on; delivered in one piece, never as keys.
    case paste(String)
    /// The window changed size.
    case resize(TerminalSize)
}
