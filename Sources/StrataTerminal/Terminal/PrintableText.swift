/// Text that came from outside the program — a file's contents, a server's message, a path — made
/// safe to print to a terminal line by line (standard output, standard error).
///
/// A terminal obeys the control characters in whatever it is sent: a CSV field holding
/// `ESC ] 0 ; … BEL` retitles the window, `ESC ] 52` writes the clipboard, `ESC [ 2 J` clears the
/// screen, and a right-to-left override makes `txt.exe` read as `exe.txt`. Screens drawn by
/// ``Application`` never pass these (a frame holds only characters that have a width); text a
/// command prints must go through ``escaping(_:keepingLineBreaks:)`` first, so that each such
/// character is shown as what it is, `\u{1B}`, and does nothing.
///
/// ```swift
/// let field = "t\u{1B}]0;PWNED\u{07}"
/// print(PrintableText.escaping("skipped: \(field)"))   // skipped: t\u{1B}]0;PWNED\u{7}
/// ```
public enum PrintableText {
    /// `text` with every character that a terminal would act on replaced by its Swift escape
    /// (`\u{1B}`): C0 controls, DEL, C1 controls, the bidirectional formatting characters and the
    /// line and paragraph separators. Printable text of every script, emoji included, is kept.
    ///
    /// - Parameters:
    ///   - text: The text to print.
    ///   - keepingLineBreaks: Keep `\n` as it is: for a whole message of several lines. Leave it
    ///     `false` for one value inside a line, so that it cannot start a line of its own.
    public static func escaping(_ text: some StringProtocol, keepingLineBreaks: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: { needsEscaping($0, keepingLineBreaks: keepingLineBreaks) }) else {
            return String(text)
        }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if needsEscaping(scalar, keepingLineBreaks: keepingLineBreaks) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether ``escaping(_:keepingLineBreaks:)`` replaces `scalar`.
    ///
    /// - Parameters:
    ///   - scalar: One Unicode scalar of the text.
    ///   - keepingLineBreaks: Whether `\n` is kept, as in ``escaping(_:keepingLineBreaks:)``.
    public static func needsEscaping(_ scalar: Unicode.Scalar, keepingLineBreaks: Bool = false) -> Bool {
        switch scalar.value {
        case 0x0A: !keepingLineBreaks
        case 0x00...0x1F, 0x7F...0x9F: true // C0, DEL, C1 (0x9B is a one-byte CSI)
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true // bidirectional formatting
        case 0x2028, 0x2029: true // line and paragraph separators
        default: false
        }
    }
}
