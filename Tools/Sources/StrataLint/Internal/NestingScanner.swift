#if StrataTools
/// How deep a file's brackets nest, measured on its bytes before the parser sees them.
///
/// swift-syntax's parser guards its own recursion with a nesting limit, but its look-ahead — which
/// decides, at a `[` or a `<`, whether a type follows — recurses without one: 2,000 nested `[` or
/// 1,500 nested `A<` overflow the stack, and the look-ahead's time doubles with every `[` nested in
/// a `[` (25 of them, 58 bytes, take minutes). ``LintLimits`` bounds both depths, and this scanner
/// finds the first place a file goes past them, in one pass over its bytes:
///
/// - `(`, `[`, `{` and `#if` count until their closer; a closer that does not match the innermost
///   opener closes the nearest one it matches, so a stray bracket cannot raise the depth for the
///   rest of the file.
/// - What the parser goes into without a bracket counts too: a `<` that is a token of its own (the
///   parser takes `A<B>`, `A <B>` and `A < B >` after a type's name as generic arguments) until a
///   `>`, and `->` (a function type's result may be another). An assignment, `;`, `&&`, `||`, a `{`
///   or `}`, or a line that the next does not continue (with `->`, `.`, `,` or another operator)
///   closes those still open, so comparisons cannot add up.
/// - Comments (nested ones too) and string literals — multi-line, raw (`#"…"#`), with
///   interpolations (`"\(f(x))"`, whose code counts) — and `#/…/#` regular expressions are skipped,
///   so brackets in text do not count.
///
/// - The prefixes the parser goes into one level deeper each time count as `<` does: `try`,
///   `await`, `consume`, `copy`, `repeat`, `each`.
///
/// It errs towards counting less in code no app writes (a bare `/…/` regular expression with
/// brackets). Recursion that nothing of this marks — a chain of `?.` — is not counted: the stacks of
/// the linter's threads (`LintWorkers`) are made large for it. The parser's own nesting limit, set to the same depth, and the
/// time budget of ``Linter/lint(paths:workers:)`` are behind it.
struct NestingScanner {
    /// The deepest any brackets may nest.
    let maximumDepth: Int
    /// The deepest square brackets may nest.
    let maximumSquareBracketDepth: Int

    /// Where a file first nests too deep.
    struct Excess: Equatable {
        /// The byte offset of the opening bracket one level too deep.
        var offset: Int
        /// Whether it is the square brackets' limit that is passed (else the limit for all brackets).
        var squareBrackets: Bool
    }

    /// What is open at a point of the file: a bracket, generic arguments, or an interpolation in a
    /// string literal with what the string was, to go back to at its `)`.
    private struct Opener {
        enum Kind: UInt8 {
            /// `(`, `[`, `{`, `#if`.
            case paren, square, brace, directive
            /// What the parser goes into without a bracket to close it: the `<` of generic
            /// arguments (as a type's `<` may be, whatever its spaces) and `->`.
            case soft
            case interpolation
        }

        var kind: Kind
        var hashes = 0
        var multiline = false

        static let paren = Opener(kind: .paren)
        static let square = Opener(kind: .square)
        static let brace = Opener(kind: .brace)
        static let soft = Opener(kind: .soft)
        static let directive = Opener(kind: .directive)
    }

    /// The first place `text` nests deeper than the limits allow, or `nil` when it stays within them.
    func firstExcess(in text: String) -> Excess? {
        var text = text
        return text.withUTF8 { firstExcess(in: $0) }
    }

    /// The first place `bytes` (UTF-8) nests deeper than the limits allow, or `nil`.
    func firstExcess(in bytes: UnsafeBufferPointer<UInt8>) -> Excess? {
        var state = State(bytes: bytes)
        var openers: [Opener] = []
        var squareDepth = 0
        let count = bytes.count
        var index = 0
        let (specialLow, specialHigh) = (Self.specialLow, Self.specialHigh)
        while index < count {
            if let string = state.string {
                index = state.skipString(from: index, hashes: string.hashes, multiline: string.multiline, openers: &openers)
                continue
            }
            let byte = bytes[index]
            if state.lineEnded, byte != UInt8(ascii: " "), byte != UInt8(ascii: "\t"), byte != UInt8(ascii: "\r"), byte != UInt8(ascii: "\n"),
                byte != UInt8(ascii: "/") {
                state.lineEnded = false
                if !State.continuesLine(byte) { Self.closeSoft(&openers) }
            }
            // Most bytes — names, numbers, most operators — only become the last byte of code: the
            // scan runs over them without looking further (it is most of a file, and every file is
            // scanned before it is parsed).
            if !Self.isSpecial(byte, low: specialLow, high: specialHigh) {
                var next = index + 1
                while next < count, !Self.isSpecial(bytes[next], low: specialLow, high: specialHigh) { next += 1 }
                // A prefix the parser goes into one level deeper each time (`try try try x`).
                state.afterChainKeyword = next - index <= 7 && state.isChainKeyword(from: index, to: next)
                if state.afterChainKeyword {
                    openers.append(.soft)
                    if openers.count > maximumDepth { return Excess(offset: index, squareBrackets: false) }
                }
                state.last = bytes[next - 1]
                index = next
                continue
            }
            let afterChainKeyword = state.afterChainKeyword
            if byte != UInt8(ascii: " "), byte != UInt8(ascii: "\t"), byte != UInt8(ascii: "\r"), byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "/") {
                state.afterChainKeyword = false
            }
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                let opener: Opener = byte == UInt8(ascii: "(") ? .paren : byte == UInt8(ascii: "[") ? .square : .brace
                // No type holds a `{`: what was open without a bracket before it is over.
                if opener.kind == .brace { Self.closeSoft(&openers) }
                openers.append(opener)
                if opener.kind == .square {
                    squareDepth += 1
                    if squareDepth > maximumSquareBracketDepth { return Excess(offset: index, squareBrackets: true) }
                }
                if openers.count > maximumDepth { return Excess(offset: index, squareBrackets: false) }
                state.last = byte
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                let wanted: Opener.Kind = byte == UInt8(ascii: ")") ? .paren : byte == UInt8(ascii: "]") ? .square : .brace
                if let closed = Self.close(wanted, in: &openers, squareDepth: &squareDepth), closed.kind == .interpolation {
                    state.string = (closed.hashes, closed.multiline)
                }
                if wanted == .brace { Self.closeSoft(&openers) }
                state.last = byte
            case UInt8(ascii: "<"):
                if state.isStandalone(at: index) {
                    openers.append(.soft)
                    if openers.count > maximumDepth { return Excess(offset: index, squareBrackets: false) }
                }
                state.last = byte
            case UInt8(ascii: ">"):
                if index > 0, bytes[index - 1] == UInt8(ascii: "-") {
                    // `->`: a function type's result, which may be another function type.
                    openers.append(.soft)
                    if openers.count > maximumDepth { return Excess(offset: index - 1, squareBrackets: false) }
                } else if openers.last?.kind == .soft, index + 1 >= count || bytes[index + 1] != UInt8(ascii: "=") {
                    openers.removeLast()
                }
                state.last = byte
            case UInt8(ascii: ";"):
                Self.closeSoft(&openers)
                state.last = byte
            case UInt8(ascii: "="):
                // An assignment (not `==`, `!=`, `<=`, `>=`, `=>`): no generic argument list goes on
                // past it.
                let before = index > 0 ? bytes[index - 1] : 0
                let after = index + 1 < count ? bytes[index + 1] : 0
                let isComparison = before == UInt8(ascii: "=") || before == UInt8(ascii: "!") || before == UInt8(ascii: "<") || before == UInt8(ascii: ">")
                    || after == UInt8(ascii: "=") || after == UInt8(ascii: ">")
                if !isComparison { Self.closeSoft(&openers) }
                state.last = byte
            case UInt8(ascii: "&"), UInt8(ascii: "|"):
                if index + 1 < count, bytes[index + 1] == byte { Self.closeSoft(&openers) }
                state.last = byte
            case UInt8(ascii: "\n"):
                // A line that ends with `<`, `,` or `->` goes on; another goes on only if the next
                // line starts with what continues it (`->`, `.`, `,`, an operator), which the next
                // byte of code tells.
                if state.last != UInt8(ascii: "<"), state.last != UInt8(ascii: ","), state.last != UInt8(ascii: ">"), !afterChainKeyword { state.lineEnded = true }
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                // Indentation comes in runs.
                var next = index + 1
                while next < count, bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t") || bytes[next] == UInt8(ascii: "\r") { next += 1 }
                index = next
                continue
            case UInt8(ascii: "/"):
                if index + 1 < count, bytes[index + 1] == UInt8(ascii: "/") {
                    index = state.endOfLine(from: index)
                    continue
                }
                if index + 1 < count, bytes[index + 1] == UInt8(ascii: "*") {
                    index = state.endOfBlockComment(from: index)
                    continue
                }
                state.last = byte
            case UInt8(ascii: "#"), UInt8(ascii: "\""):
                // `#"…"#`, `"…"`, `"""…"""`, `#/…/#`; any other `#` is a directive or a macro.
                var hashes = 0
                while index + hashes < count, bytes[index + hashes] == UInt8(ascii: "#") { hashes += 1 }
                let next = index + hashes < count ? bytes[index + hashes] : 0
                if next == UInt8(ascii: "\"") {
                    let multiline = state.starts(with: "\"\"\"", at: index + hashes)
                    state.string = (hashes, multiline)
                    index += hashes + (multiline ? 3 : 1)
                    continue
                }
                if hashes > 0, next == UInt8(ascii: "/") {
                    index = state.endOfRegex(from: index + hashes + 1, hashes: hashes)
                    continue
                }
                if hashes == 1, state.word("if", at: index + 1) {
                    openers.append(.directive)
                    if openers.count > maximumDepth { return Excess(offset: index, squareBrackets: false) }
                } else if hashes == 1, state.word("endif", at: index + 1), let directive = openers.lastIndex(where: { $0.kind == .directive }) {
                    for opener in openers[directive...] where opener.kind == .square { squareDepth -= 1 }
                    openers.removeSubrange(directive...)
                }
                state.last = byte
                index += max(hashes, 1)
                continue
            default:
                state.last = byte
            }
            index += 1
        }
        return nil
    }

    /// The bytes the scan looks at — brackets, `<` `>` `;` `=` `&` `|`, spaces and line breaks,
    /// `/`, `#` and `"` — as two 64-bit sets: one for bytes 0–63, one for 64–127.
    private static let (specialLow, specialHigh): (UInt64, UInt64) = {
        var low: UInt64 = 0
        var high: UInt64 = 0
        for byte in "\t\n\r \"#&()/;<=>[]{|}".utf8 {
            if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) }
        }
        return (low, high)
    }()

    @inline(__always)
    private static func isSpecial(_ byte: UInt8, low: UInt64, high: UInt64) -> Bool {
        byte < 64 ? (low >> UInt64(byte)) & 1 != 0 : byte < 128 && (high >> UInt64(byte &- 64)) & 1 != 0
    }

    /// Closes the innermost opener of kind `wanted` (a `)` closes an interpolation too) and every
    /// opener inside it, and returns it; a closer that matches no opener closes nothing.
    private static func close(_ wanted: Opener.Kind, in openers: inout [Opener], squareDepth: inout Int) -> Opener? {
        let matches = { (opener: Opener) in opener.kind == wanted || (wanted == .paren && opener.kind == .interpolation) }
        // The common case: it closes the innermost opener.
        if let last = openers.last, matches(last) {
            if last.kind == .square { squareDepth -= 1 }
            return openers.removeLast()
        }
        guard let match = openers.lastIndex(where: matches) else { return nil }
        for opener in openers[match...] where opener.kind == .square { squareDepth -= 1 }
        let closed = openers[match]
        openers.removeSubrange(match...)
        return closed
    }

    /// Closes what is open without a bracket (generic arguments, `->`) at the innermost level.
    @inline(__always)
    private static func closeSoft(_ openers: inout [Opener]) {
        while openers.last?.kind == .soft { openers.removeLast() }
    }

    /// Where the scan is: in a string literal or not, and the last byte of code that was not space.
    private struct State {
        let bytes: UnsafeBufferPointer<UInt8>
        /// The string literal the scan is in (its `#`s, and whether it is multi-line), or `nil` in code.
        var string: (hashes: Int, multiline: Bool)?
        /// The last byte of code that was not space, a line break or in a comment.
        var last: UInt8 = 0
        /// Whether the last word of code was a keyword of ``isChainKeyword(from:to:)``: a line that
        /// ends with one goes on.
        var afterChainKeyword = false
        /// Whether a line ended and the next byte of code decides whether what was open without a
        /// bracket goes on.
        var lineEnded = false

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        func starts(with text: StaticString, at index: Int) -> Bool {
            let count = text.utf8CodeUnitCount
            guard index + count <= bytes.count else { return false }
            let start = text.utf8Start
            for offset in 0..<count where bytes[index + offset] != start[offset] { return false }
            return true
        }

        func hashes(_ count: Int, at index: Int) -> Bool {
            guard index + count <= bytes.count else { return false }
            for offset in 0..<count where bytes[index + offset] != UInt8(ascii: "#") { return false }
            return true
        }

        func isIdentifierByte(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "_"), UInt8(ascii: "`"), 0x80...:
                true
            default:
                false
            }
        }

        /// Whether the `<` at `index` is a token of its own — generic arguments (`Array<Int>`,
        /// `A <B>` in a type, `f<T>()`) or a comparison — not part of `<<`, `<=`, `..<` or another
        /// operator.
        func isStandalone(at index: Int) -> Bool {
            let before = index > 0 ? bytes[index - 1] : 0
            let after = index + 1 < bytes.count ? bytes[index + 1] : 0
            return !Self.isOperatorByte(before) && !Self.isOperatorByte(after)
        }

        static func isOperatorByte(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
                UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
                UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "."):
                true
            default:
                false
            }
        }

        /// Whether a line whose first byte of code is `byte` continues the line before it.
        static func continuesLine(_ byte: UInt8) -> Bool {
            isOperatorByte(byte) || byte == UInt8(ascii: ",") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]")
        }

        /// Whether `bytes[start..<end]` (a run of name characters) is a keyword the parser goes into
        /// one level deeper each time it is repeated: `try` (`try?`, `try!`), `await`, `consume`,
        /// `copy`, `repeat`, `each`.
        func isChainKeyword(from start: Int, to end: Int) -> Bool {
            switch bytes[start] {
            case UInt8(ascii: "t"): spells("try", from: start, to: end) || spells("try?", from: start, to: end) || spells("try!", from: start, to: end)
            case UInt8(ascii: "a"): spells("await", from: start, to: end)
            case UInt8(ascii: "c"): spells("consume", from: start, to: end) || spells("copy", from: start, to: end)
            case UInt8(ascii: "r"): spells("repeat", from: start, to: end)
            case UInt8(ascii: "e"): spells("each", from: start, to: end)
            default: false
            }
        }

        private func spells(_ text: StaticString, from start: Int, to end: Int) -> Bool {
            end - start == text.utf8CodeUnitCount && starts(with: text, at: start)
        }

        /// Whether the word `text` is at `index`, not followed by a letter, digit or `_`.
        func word(_ text: StaticString, at index: Int) -> Bool {
            guard starts(with: text, at: index) else { return false }
            let end = index + text.utf8CodeUnitCount
            return end >= bytes.count || !isIdentifierByte(bytes[end])
        }

        /// The index of the line break that ends the `//` comment at `index` (or the end).
        func endOfLine(from index: Int) -> Int {
            var index = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            return index
        }

        /// The index after the `*/` that closes the (possibly nested) comment at `index`.
        func endOfBlockComment(from index: Int) -> Int {
            var depth = 0
            var index = index
            while index + 1 < bytes.count {
                if bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "*") {
                    depth += 1
                    index += 2
                } else if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
                    depth -= 1
                    index += 2
                    if depth == 0 { return index }
                } else {
                    index += 1
                }
            }
            return bytes.count
        }

        /// The index after the `/` and `hashes` `#`s that close the regular expression whose body
        /// starts at `index`.
        func endOfRegex(from index: Int, hashes: Int) -> Int {
            var index = index
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "\\") {
                    index += 2
                } else if bytes[index] == UInt8(ascii: "/"), self.hashes(hashes, at: index + 1) {
                    return index + 1 + hashes
                } else {
                    index += 1
                }
            }
            return bytes.count
        }

        /// Skips string text from `index`: to the literal's end (leaving the string), to an
        /// interpolation's `(` (entering code, with the string kept on `openers`), or, for a
        /// single-line literal, to the end of its line.
        mutating func skipString(from index: Int, hashes: Int, multiline: Bool, openers: inout [Opener]) -> Int {
            var index = index
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\\"), self.hashes(hashes, at: index + 1) {
                    let after = index + 1 + hashes
                    if after < bytes.count, bytes[after] == UInt8(ascii: "(") {
                        openers.append(Opener(kind: .interpolation, hashes: hashes, multiline: multiline))
                        string = nil
                        last = UInt8(ascii: "(")
                        return after + 1
                    }
                    index = after + 1
                } else if byte == UInt8(ascii: "\"") {
                    let quotes = multiline ? 3 : 1
                    if (!multiline || starts(with: "\"\"\"", at: index)), self.hashes(hashes, at: index + quotes) {
                        string = nil
                        last = byte
                        return index + quotes + hashes
                    }
                    index += 1
                } else if byte == UInt8(ascii: "\n"), !multiline {
                    string = nil
                    return index
                } else {
                    index += 1
                }
            }
            return index
        }
    }
}
#endif
