#if StrataTools
/// Text that came from outside `strata` — a file's path, an identifier of the code it reads, a key
/// of a configuration file, an argument — made safe to print on one line of a terminal or a log.
///
/// A terminal obeys the control characters in whatever it is sent: a file named
/// `a␛]0;PWNED␇.swift` retitles the window, `␛[2J` clears the screen, a line break in a name
/// starts a line that reads like a finding of its own, and a right-to-left override (U+202E) makes
/// `txt.exe` read as `exe.txt`. Every path, identifier, quoted configuration text and argument
/// that `strata` prints goes through ``escaping(_:keepingLineBreaks:)``, so that each such character
/// is shown as what it is, `\u{1B}`, and does nothing. It is the rule of StrataTerminal's
/// `PrintableText` (the GitHub Browser's commands print through it), kept here because the command
/// depends on none of Strata's libraries.
///
/// The JSON and SARIF reports escape the same characters as JSON escapes (`\u202e`), so a script
/// still reads the real path (``jsonEscapingUnprintables(_:)``).
package enum PrintableText {
    /// `text` with every character that a terminal would act on replaced by its Swift escape
    /// (`\u{1B}`): C0 controls, DEL, C1 controls, the bidirectional formatting characters and the
    /// line and paragraph separators. Printable text of every script, emoji included, is kept.
    ///
    /// - Parameters:
    ///   - text: The text to print.
    ///   - keepingLineBreaks: Keep `\n` as it is: for a whole message of several lines. Leave it
    ///     `false` for one value inside a line, so that it cannot start a line of its own.
    package static func escaping(_ text: some StringProtocol, keepingLineBreaks: Bool = false) -> String {
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
    package static func needsEscaping(_ scalar: Unicode.Scalar, keepingLineBreaks: Bool = false) -> Bool {
        switch scalar.value {
        case 0x0A: !keepingLineBreaks
        case 0x00...0x1F, 0x7F...0x9F: true // C0, DEL, C1 (0x9B is a one-byte CSI)
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true // bidirectional formatting
        case 0x2028, 0x2029: true // line and paragraph separators
        default: false
        }
    }

    /// JSON text (as `JSONEncoder` writes it) with every character that ``needsEscaping(_:keepingLineBreaks:)``
    /// names and the encoder leaves as it is — DEL, the C1 controls, the bidirectional formatting
    /// characters, the line and paragraph separators — written as a JSON escape (`\u202e`). The
    /// JSON means the same; only its bytes can no longer drive a terminal or reorder a line. The
    /// encoder escapes every C0 control inside a string, so those left are its own line breaks and
    /// indentation, which stay.
    package static func jsonEscapingUnprintables(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: { $0.value >= 0x7F && needsEscaping($0) }) else { return json }
        var result = ""
        result.unicodeScalars.reserveCapacity(json.unicodeScalars.count)
        for scalar in json.unicodeScalars {
            if scalar.value >= 0x7F && needsEscaping(scalar) {
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A readable form of bytes that should be UTF-8 text but may not be — a file's name, which
    /// the file system keeps as bytes: the text they hold, with each byte that is not part of a
    /// valid UTF-8 sequence written `\xE9`, then escaped as ``escaping(_:keepingLineBreaks:)``
    /// escapes a line's value.
    package static func readable(_ bytes: [UInt8]) -> String {
        var result = ""
        var index = 0
        while index < bytes.count {
            let length = validSequenceLength(in: bytes, at: index)
            if length == 0 {
                result += "\\x" + (bytes[index] < 0x10 ? "0" : "") + String(bytes[index], radix: 16, uppercase: true)
                index += 1
            } else {
                result += escaping(String(decoding: bytes[index..<index + length], as: UTF8.self))
                index += length
            }
        }
        return result
    }

    /// The length of the valid UTF-8 sequence at `index`, or 0 when the byte there starts none.
    private static func validSequenceLength(in bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        let length: Int
        let secondRange: ClosedRange<UInt8>
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: (length, secondRange) = (2, 0x80...0xBF)
        case 0xE0: (length, secondRange) = (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (length, secondRange) = (3, 0x80...0xBF)
        case 0xED: (length, secondRange) = (3, 0x80...0x9F)
        case 0xF0: (length, secondRange) = (4, 0x90...0xBF)
        case 0xF1...0xF3: (length, secondRange) = (4, 0x80...0xBF)
        case 0xF4: (length, secondRange) = (4, 0x80...0x8F)
        default: return 0
        }
        guard index + length <= bytes.count, secondRange.contains(bytes[index + 1]) else { return 0 }
        for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) { return 0 }
        return length
    }
}
#endif
