import PropertyBased
import Testing
@testable import StrataTerminal

@Suite("DisplayWidth")
struct DisplayWidthTests {
    @Test("ASCII is one column, controls none")
    func ascii() {
        #expect(DisplayWidth.of("Hello, world!") == 13)
        #expect(DisplayWidth.of(Character("\u{07}")) == 0)
    }

    @Test("Japanese, Chinese, Korean and fullwidth forms are two columns each")
    func eastAsian() {
        #expect(DisplayWidth.of("日本語") == 6)
        #expect(DisplayWidth.of("ひらがな") == 8)
        #expect(DisplayWidth.of("カタカナ") == 8)
        #expect(DisplayWidth.of("한국어") == 6)
        #expect(DisplayWidth.of("ＡＢＣ") == 6)
        #expect(DisplayWidth.of("、。") == 4)
        #expect(DisplayWidth.of("ｱｲｳ") == 3, "halfwidth katakana stays narrow")
    }

    @Test("emoji are two columns, with or without modifiers and joiners")
    func emoji() {
        #expect(DisplayWidth.of(Character("😀")) == 2)
        #expect(DisplayWidth.of(Character("👍🏽")) == 2)
        #expect(DisplayWidth.of(Character("👨‍👩‍👧")) == 2)
        #expect(DisplayWidth.of(Character("❤️")) == 2)
        #expect(DisplayWidth.of(Character("🇯🇵")) == 2)
    }

    @Test("combining marks add no width")
    func combining() {
        #expect(DisplayWidth.of("e\u{301}") == 1)
        #expect(DisplayWidth.of("か\u{3099}") == 2)
        #expect(DisplayWidth.of(Character("\u{200B}")) == 0)
    }

    @Test("a scalar is 0, 1 or 2 columns", .tags(.property))
    func scalarRange() async {
        await propertyCheck(count: 500, input: Gen.int(in: 0...0x10FFFF)) { value in
            if let scalar = Unicode.Scalar(UInt32(value)) {
                #expect((0...2).contains(DisplayWidth.of(scalar)))
            }
        }
    }

    @Test("a string is as wide as the sum of its characters", .tags(.property))
    func additive() async {
        let pieces = ["a", "日", "ひ", "한", "😀", "e\u{301}", " ", "Ｚ", "👍🏽"]
        await propertyCheck(count: 500, input: Gen.int(in: 0...(pieces.count - 1)).array(of: 0...30)) { picks in
            let text = picks.map { pieces[$0] }.joined()
            #expect(DisplayWidth.of(text) == text.reduce(0) { $0 + DisplayWidth.of($1) })
        }
    }

    @Test("n CJK ideographs are 2n columns; appending combining marks changes nothing", .tags(.property))
    func ideographs() async {
        await propertyCheck(count: 500, input: Gen.int(in: 0x4E00...0x9FFF).array(of: 0...20)) { values in
            let text = String(String.UnicodeScalarView(values.compactMap { Unicode.Scalar(UInt32($0)) }))
            #expect(DisplayWidth.of(text) == 2 * values.count)
            #expect(DisplayWidth.of(text + "\u{301}") == DisplayWidth.of(text))
        }
    }

    @Test("the longest fitting prefix never exceeds the limit and never splits a wide character", .tags(.property))
    func prefix() async {
        let pieces = ["a", "日", "😀", "e\u{301}", "b"]
        await propertyCheck(count: 500, input: Gen.int(in: 0...4).array(of: 0...20), Gen.int(in: 0...30)) { picks, limit in
            let text = picks.map { pieces[$0] }.joined()
            let prefix = DisplayWidth.prefix(of: text, fitting: limit)
            #expect(DisplayWidth.of(prefix) <= limit)
            #expect(text.hasPrefix(prefix))
            if prefix.count < text.count {
                let next = text[text.index(text.startIndex, offsetBy: prefix.count)]
                #expect(DisplayWidth.of(prefix) + DisplayWidth.of(next) > limit)
            }
        }
    }
}
