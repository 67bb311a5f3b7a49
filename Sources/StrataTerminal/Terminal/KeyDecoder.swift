/// Turns the bytes a terminal sends into ``InputEvent``s.
///
/// A pure value type: feed it bytes as they arrive with ``decode(_:)`` — sequences may be split
/// across reads at any byte — and call ``flush()`` when no more bytes came for a short while, so that
/// a lone Escape (which is also the first byte of every escape sequence) is reported.
///
/// It understands UTF-8 text (invalid bytes become U+FFFD, never a crash), control keys, the CSI and
/// SS3 sequences of xterm-compatible terminals (arrows, Home/End, PgUp/PgDn, Insert/Delete,
/// Shift-Tab, F1–F12, with or without modifiers) and bracketed paste.
public struct KeyDecoder: Sendable {
    private enum State: Sendable {
        case ground
        case escape
        case csi(parameters: [UInt8])
        case ss3
        case utf8(bytes: [UInt8], expected: Int)
        case paste(bytes: [UInt8])
    }

    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    private var state: State = .ground

    /// Creates a decoder with nothing pending.
    public init() {}

    /// Whether bytes of an unfinished sequence are waiting for more input.
    public var hasPendingInput: Bool {
        if case .ground = state { return false }
        return true
    }

    /// Decodes `bytes`, returning every event they complete. Incomplete trailing sequences are kept
    /// for the next call.
    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
        var events: [InputEvent] = []
        for byte in bytes {
            consume(byte, into: &events)
        }
        return events
    }

    /// Reports whatever is pending as if no more bytes will follow: a lone Escape becomes
    /// ``Key/escape``, a truncated UTF-8 sequence becomes U+FFFD, an unfinished escape sequence is
    /// dropped, an unterminated paste is delivered as is.
    public mutating func flush() -> [InputEvent] {
        defer { state = .ground }
        switch state {
        case .ground, .csi, .ss3:
            return []
        case .escape:
            return [.key(.escape)]
        case .utf8:
            return [.key(.character("\u{FFFD}"))]
        case .paste(let bytes):
            return [.paste(String(decoding: bytes, as: UTF8.self))]
        }
    }

    private mutating func consume(_ byte: UInt8, into events: inout [InputEvent]) {
        switch state {
        case .ground:
            ground(byte, into: &events)
        case .escape:
            switch byte {
            case UInt8(ascii: "["): state = .csi(parameters: [])
            case UInt8(ascii: "O"): state = .ss3
            default:
                // Escape followed by anything else: the Escape was pressed on its own (or as Alt).
                events.append(.key(.escape))
                state = .ground
                ground(byte, into: &events)
            }
        case .csi(var parameters):
            if (0x20...0x3F).contains(byte) {
                parameters.append(byte)
                state = parameters.count > 32 ? .ground : .csi(parameters: parameters)
            } else if (0x40...0x7E).contains(byte) {
                state = .ground
                finishCSI(parameters: parameters, final: byte, into: &events)
            } else {
                // Not part of a CSI sequence: drop the sequence and read the byte afresh.
                state = .ground
                ground(byte, into: &events)
            }
        case .ss3:
            state = .ground
            if let key = Self.ss3Key(byte) {
                events.append(.key(key))
            } else if !(0x40...0x7E).contains(byte) {
                ground(byte, into: &events)
            }
        case .utf8(var bytes, let expected):
            guard byte & 0xC0 == 0x80 else {
                events.append(.key(.character("\u{FFFD}")))
                state = .ground
                ground(byte, into: &events)
                return
            }
            bytes.append(byte)
            if bytes.count == expected {
                state = .ground
                events.append(.key(.character(Self.scalar(fromUTF8: bytes))))
            } else {
                state = .utf8(bytes: bytes, expected: expected)
            }
        case .paste(var bytes):
            bytes.append(byte)
            if bytes.count >= Self.pasteEnd.count, bytes.suffix(Self.pasteEnd.count).elementsEqual(Self.pasteEnd) {
                bytes.removeLast(Self.pasteEnd.count)
                state = .ground
                events.append(.paste(String(decoding: bytes, as: UTF8.self)))
            } else {
                state = .paste(bytes: bytes)
            }
        }
    }

    private mutating func ground(_ byte: UInt8, into events: inout [InputEvent]) {
        switch byte {
        case 0x1B:
            state = .escape
        case 0x0D, 0x0A:
            events.append(.key(.enter))
        case 0x09:
            events.append(.key(.tab))
        case 0x7F, 0x08:
            events.append(.key(.backspace))
        case 0x00:
            events.append(.key(.control(" ")))
        case 0x01...0x1A:
            events.append(.key(.control(Character(Unicode.Scalar(byte + 0x60)))))
        case 0x1C...0x1F:
            events.append(.key(.control(Character(Unicode.Scalar(byte + 0x40)))))
        case 0x20...0x7E:
            events.append(.key(.character(Character(Unicode.Scalar(byte)))))
        case 0xC2...0xDF:
            state = .utf8(bytes: [byte], expected: 2)
        case 0xE0...0xEF:
            state = .utf8(bytes: [byte], expected: 3)
        case 0xF0...0xF4:
            state = .utf8(bytes: [byte], expected: 4)
        default:
            // Stray continuation bytes, overlong leads (C0, C1) and bytes above F4 are never valid.
            events.append(.key(.character("\u{FFFD}")))
        }
    }

    private mutating func finishCSI(parameters: [UInt8], final: UInt8, into events: inout [InputEvent]) {
        let fields = String(decoding: parameters, as: UTF8.self).split(separator: ";", omittingEmptySubsequences: false)
        let first = fields.first.flatMap { Int($0) }
        let key: Key?
        switch final {
        case UInt8(ascii: "A"): key = .up
        case UInt8(ascii: "B"): key = .down
        case UInt8(ascii: "C"): key = .right
        case UInt8(ascii: "D"): key = .left
        case UInt8(ascii: "H"): key = .home
        case UInt8(ascii: "F"): key = .end
        case UInt8(ascii: "Z"): key = .backTab
        case UInt8(ascii: "P"): key = .function(1)
        case UInt8(ascii: "Q"): key = .function(2)
        case UInt8(ascii: "R"): key = .function(3)
        case UInt8(ascii: "S"): key = .function(4)
        case UInt8(ascii: "~"):
            if first == 200 {
                state = .paste(bytes: [])
                return
            }
            key = first.flatMap(Self.tildeKey)
        default: key = nil
        }
        if let key { events.append(.key(key)) }
    }

    private static func tildeKey(_ code: Int) -> Key? {
        switch code {
        case 1, 7: .home
        case 2: .insert
        case 3: .delete
        case 4, 8: .end
        case 5: .pageUp
        case 6: .pageDown
        case 11...15: .function(code - 10)
        case 17...21: .function(code - 11)
        case 23, 24: .function(code - 12)
        default: nil
        }
    }

    private static func ss3Key(_ byte: UInt8) -> Key? {
        switch byte {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        case UInt8(ascii: "P"): .function(1)
        case UInt8(ascii: "Q"): .function(2)
        case UInt8(ascii: "R"): .function(3)
        case UInt8(ascii: "S"): .function(4)
        default: nil
        }
    }

    /// Decodes a complete multi-byte sequence, rejecting overlong forms and surrogates.
    private static func scalar(fromUTF8 bytes: [UInt8]) -> Character {
        var value: UInt32
        let minimum: UInt32
        switch bytes.count {
        case 2: value = UInt32(bytes[0] & 0x1F); minimum = 0x80
        case 3: value = UInt32(bytes[0] & 0x0F); minimum = 0x800
        default: value = UInt32(bytes[0] & 0x07); minimum = 0x10000
        }
        for byte in bytes.dropFirst() {
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard value >= minimum, let scalar = Unicode.Scalar(value) else { return "\u{FFFD}" }
        return Character(scalar)
    }
}
