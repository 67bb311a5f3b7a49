import PropertyBased
import StrataTerminal
import Testing

@Suite("PrintableText")
struct PrintableTextTests {
    @Test("a title change, a clipboard write and a screen clear are shown, not obeyed")
    func escapeSequencesShown() {
        let field = "t \u{1B}]0;PWNED\u{07} \u{1B}[2J \u{1B}]52;c;aGk=\u{07}"
        #expect(PrintableText.escaping(field) == #"t \u{1B}]0;PWNED\u{7} \u{1B}[2J \u{1B}]52;c;aGk=\u{7}"#)
    }

    @Test("C1 controls, DEL, bidirectional overrides and separators are escaped; line breaks only when asked")
    func everyKindEscaped() {
        #expect(PrintableText.escaping("a\u{9B}2J\u{7F}b") == #"a\u{9B}2J\u{7F}b"#)
        #expect(PrintableText.escaping("evil\u{202E}txt.exe\u{2066}\u{061C}") == #"evil\u{202E}txt.exe\u{2066}\u{61C}"#)
        #expect(PrintableText.escaping("one\u{2028}two\u{2029}") == #"one\u{2028}two\u{2029}"#)
        #expect(PrintableText.escaping("one\ntwo\r") == #"one\u{A}two\u{D}"#)
        #expect(PrintableText.escaping("one\ntwo\r", keepingLineBreaks: true) == "one\ntwo\\u{D}")
    }

    @Test("text of every script, emoji with joiners included, is kept as it is")
    func printableKept() {
        for text in ["Strata", "設計パターン入門", "Ünïcödé — “quotes”", "👨‍👩‍👧 family", "עברית", "e\u{301}"] {
            #expect(PrintableText.escaping(text) == text)
        }
    }

    @Test("whatever the input, the output holds no character a terminal acts on, and escaping it again changes nothing")
    func neverLeavesAControl() async {
        let scalars = Gen.oneOf(
            Gen.int(in: 0...0x3FF), Gen.int(in: 0x2000...0x206F), Gen.int(in: 0x0600...0x061F)
        ).map { Unicode.Scalar(UInt32($0)) ?? "?" }
        await propertyCheck(input: scalars.array(of: 0...40)) { scalars in
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars)
            let escaped = PrintableText.escaping(text)
            #expect(!escaped.unicodeScalars.contains { PrintableText.needsEscaping($0) })
            #expect(PrintableText.escaping(escaped) == escaped)
            #expect(escaped.unicodeScalars.count >= text.unicodeScalars.count)
        }
    }
}
