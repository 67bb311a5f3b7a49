import PropertyBased
import Testing
@testable import StrataTerminal

@Suite("KeyDecoder")
struct KeyDecoderTests {
    private func keys(_ bytes: [UInt8]) -> [InputEvent] {
        var decoder = KeyDecoder()
        return decoder.decode(bytes) + decoder.flush()
    }

    private func keys(_ text: String) -> [InputEvent] {
        keys(Array(text.utf8))
    }

    @Test("printable ASCII and UTF-8 text become character keys")
    func text() {
        #expect(keys("aZ9 ~") == "aZ9 ~".map { .key(.character($0)) })
        #expect(keys("日本語") == [.key(.character("日")), .key(.character("本")), .key(.character("語"))])
        #expect(keys("é😀") == [.key(.character("é")), .key(.character("😀"))])
    }

    @Test("control bytes become Enter, Tab, Backspace and Ctrl keys")
    func controlKeys() {
        #expect(keys([0x0D]) == [.key(.enter)])
        #expect(keys([0x0A]) == [.key(.enter)])
        #expect(keys([0x09]) == [.key(.tab)])
        #expect(keys([0x7F]) == [.key(.backspace)])
        #expect(keys([0x08]) == [.key(.backspace)])
        #expect(keys([0x03]) == [.key(.control("c"))])
        #expect(keys([0x01]) == [.key(.control("a"))])
        #expect(keys([0x15]) == [.key(.control("u"))])
        #expect(keys([0x00]) == [.key(.control(" "))])
        #expect(keys([0x1C]) == [.key(.control("\\"))])
    }

    @Test("CSI and SS3 sequences become navigation keys", arguments: [
        ("\u{1B}[A", Key.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
        ("\u{1B}OA", .up), ("\u{1B}OB", .down), ("\u{1B}OC", .right), ("\u{1B}OD", .left),
        ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}OH", .home), ("\u{1B}OF", .end),
        ("\u{1B}[1~", .home), ("\u{1B}[4~", .end), ("\u{1B}[7~", .home), ("\u{1B}[8~", .end),
        ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[2~", .insert), ("\u{1B}[3~", .delete),
        ("\u{1B}[Z", .backTab), ("\u{1B}OP", .function(1)), ("\u{1B}[15~", .function(5)),
        ("\u{1B}[24~", .function(12)), ("\u{1B}[1;5A", .up), ("\u{1B}[3;2~", .delete),
    ])
    func sequences(sequence: String, key: Key) {
        #expect(keys(sequence) == [.key(key)])
    }

    @Test("a lone Escape is reported only when flushed")
    func loneEscape() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.hasPendingInput)
        #expect(decoder.flush() == [.key(.escape)])
        #expect(!decoder.hasPendingInput)
    }

    @Test("Escape followed by a plain key reports both")
    func escapeThenKey() {
        #expect(keys("\u{1B}x") == [.key(.escape), .key(.character("x"))])
        #expect(keys("\u{1B}\u{1B}[A") == [.key(.escape), .key(.up)])
    }

    @Test("sequences split across reads decode the same as whole ones")
    func splitSequence() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.decode([UInt8(ascii: "[")]).isEmpty)
        #expect(decoder.decode([UInt8(ascii: "5")]).isEmpty)
        #expect(decoder.decode([UInt8(ascii: "~")]) == [.key(.pageUp)])
        let bytes = Array("日".utf8)
        #expect(decoder.decode(bytes[0..<1]).isEmpty)
        #expect(decoder.decode(bytes[1..<2]).isEmpty)
        #expect(decoder.decode(bytes[2..<3]) == [.key(.character("日"))])
    }

    @Test("any split of a byte stream gives the same events", .tags(.property))
    func anySplit() async {
        let alphabet: [[UInt8]] = [
            Array("a".utf8), Array("日".utf8), Array("😀".utf8), [0x1B, 0x5B, 0x41], [0x1B, 0x5B, 0x35, 0x7E],
            [0x1B, 0x4F, 0x48], [0x0D], [0x09], [0x7F], [0x03], Array("\u{1B}[200~pasted 文字\u{1B}[201~".utf8), [0xFF],
        ]
        await propertyCheck(count: 300, input: Gen.int(in: 0...(alphabet.count - 1)).array(of: 0...12), Gen.int(in: 1...7)) { picks, chunk in
            let bytes = picks.flatMap { alphabet[$0] }
            var whole = KeyDecoder()
            let expected = whole.decode(bytes) + whole.flush()
            var split = KeyDecoder()
            var actual: [InputEvent] = []
            var index = 0
            while index < bytes.count {
                let end = min(bytes.count, index + chunk)
                actual += split.decode(bytes[index..<end])
                index = end
            }
            actual += split.flush()
            #expect(actual == expected)
        }
    }

    @Test("invalid UTF-8 becomes U+FFFD and decoding resynchronises")
    func invalidUTF8() {
        let replacement = InputEvent.key(.character("\u{FFFD}"))
        #expect(keys([0xFF, 0x61]) == [replacement, .key(.character("a"))])
        #expect(keys([0x80]) == [replacement])
        #expect(keys([0xE6, 0x61]) == [replacement, .key(.character("a"))])
        #expect(keys([0xC0, 0xAF]) == [replacement, replacement])
        #expect(keys([0xE0, 0x80, 0xAF]) == [replacement])
        #expect(keys([0xED, 0xA0, 0x80]) == [replacement])
        #expect(keys([0xE6, 0x97]) == [replacement])
    }

    @Test("random bytes never crash and every byte is accounted for", .tags(.property))
    func randomBytes() async {
        await propertyCheck(count: 500, input: Gen.int(in: 0...255).array(of: 0...40)) { values in
            var decoder = KeyDecoder()
            _ = decoder.decode(values.map { UInt8($0) })
            _ = decoder.flush()
            #expect(!decoder.hasPendingInput)
        }
    }

    @Test("bracketed paste arrives as one event, even with escape bytes inside")
    func paste() {
        #expect(keys("\u{1B}[200~hello\r\n世界\u{1B}[A\u{1B}[201~x") == [.paste("hello\r\n世界\u{1B}[A"), .key(.character("x"))])
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}[200~abc".utf8)).isEmpty)
        #expect(decoder.flush() == [.paste("abc")])
    }

    @Test("unknown sequences are dropped without swallowing later keys")
    func unknownSequences() {
        #expect(keys("\u{1B}[99~a") == [.key(.character("a"))])
        #expect(keys("\u{1B}[?1;2cq") == [.key(.character("q"))])
        #expect(keys("\u{1B}Ozb") == [.key(.character("b"))])
    }
}

extension Tag {
    @Tag static var property: Self
}
