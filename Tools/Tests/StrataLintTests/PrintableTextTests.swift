#if StrataTools
import Foundation
@testable import StrataLint
import Testing

@Suite("Printable text")
struct PrintableTextTests {
    @Test("controls, bidirectional and line-separating characters are escaped; every script and emoji is kept")
    func escaping() {
        #expect(PrintableText.escaping("a\u{1B}[2Jb\u{07}c\u{9B}d\u{202E}e\u{2028}f\u{7F}") == "a\\u{1B}[2Jb\\u{7}c\\u{9B}d\\u{202E}e\\u{2028}f\\u{7F}")
        #expect(PrintableText.escaping("line\nbreak") == "line\\u{A}break")
        #expect(PrintableText.escaping("line\nbreak", keepingLineBreaks: true) == "line\nbreak")
        #expect(PrintableText.escaping("名前 café 🦊 (x)") == "名前 café 🦊 (x)")
    }

    @Test("JSON keeps its meaning: only the characters the encoder leaves become JSON escapes")
    func json() throws {
        let encoded = String(decoding: try JSONEncoder().encode(["k": "a\u{202E}b\u{9B}c\u{1B}d\u{7F}"]), as: UTF8.self)
        let escaped = PrintableText.jsonEscapingUnprintables(encoded)
        #expect(escaped.contains(#"a\u202eb\u009bc"#) && escaped.contains(#"d\u007f"#), "\(escaped)")
        #expect(!escaped.unicodeScalars.contains { $0.value >= 0x7F && PrintableText.needsEscaping($0) })
        #expect(try JSONDecoder().decode([String: String].self, from: Data(escaped.utf8)) == ["k": "a\u{202E}b\u{9B}c\u{1B}d\u{7F}"])
    }

    @Test("a name that is not UTF-8 reads as its text with \\xNN for each byte that is not")
    func readable() {
        #expect(PrintableText.readable(Array("café".utf8)) == "café")
        #expect(PrintableText.readable([0x63, 0x61, 0x66, 0xE9, 0x2E]) == "caf\\xE9.")
        #expect(PrintableText.readable([0xF0, 0x9F, 0xA6, 0x8A, 0xF0, 0x9F, 0x0A, 0xC0, 0xAF]) == "🦊\\xF0\\x9F\\u{A}\\xC0\\xAF")
        #expect(PrintableText.readable([0xED, 0xA0, 0x80]) == "\\xED\\xA0\\x80")
    }

    @Test("a name in the code reaches a finding's message escaped: a right-to-left override in a type's name cannot reorder it")
    func identifiersInMessages() {
        let source = """
            final class A\u{202E}CV: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    button.addTarget(self, action: #selector(tap), for: .touchUpInside)
                }
            }

            """
        let findings = lint(source)
        #expect(findings.map(\.rule) == [.inputRegistrationOutsideViewDidLoad])
        #expect(findings.first?.message.contains("'A\\u{202E}CV'") == true, "\(findings.map(\.message))")
        #expect(findings.first?.message.unicodeScalars.contains("\u{202E}") == false)
    }
}
#endif
