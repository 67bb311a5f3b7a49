/// A screen that an ``Application`` draws on and reads keys from.
///
/// Two implementations ship with Strata: ``ANSITerminal`` for a real terminal, and
/// ``HeadlessTerminal`` — in-memory cells with scripted input — for tests. Write your own to embed
/// Strata elsewhere (a remote session, a recording).
@MainActor
public protocol Terminal: AnyObject {
    /// The current size of the screen in cells.
    var size: TerminalSize { get }

    /// Takes over the screen: raw input, alternate screen, hidden cursor. Called once before drawing.
    func enterInteractiveMode() throws

    /// Gives the screen back exactly as it was. Safe to call more than once.
    func leaveInteractiveMode()

    /// Writes bytes produced by the renderer (text and ANSI escape sequences).
    func write(_ bytes: [UInt8])

    /// The stream of input events. It finishes when input ends (end of file, or a script ran out).
    func inputEvents() -> AsyncStream<InputEvent>
}
