import Foundation
import GitHubBrowserDomain
import PropertyBased
import Testing

@Suite("Readme")
struct ReadmeTests {
    @Test("keeps Markdown as it is")
    func keepsMarkdown() {
        let text = "# Title\n\nSome *text* — 日本語 and emoji 🚀.\n\n```\ncode\n```\n"
        #expect(Readme(text).markdown == text)
        #expect(!Readme(text).isTruncated)
    }

    @Test("drops escape sequences' control characters, bidirectional overrides and separators; normalises line ends and tabs")
    func cleans() {
        let readme = Readme("a\u{1B}]0;PWNED\u{07}b\r\nc\rd\u{9B}2J\u{202E}e\u{2066}f\u{2028}g\th\u{7F}\u{0}")
        #expect(readme.markdown == "a]0;PWNEDb\nc\nd2Jef" + "g    h")
    }

    @Test("keeps at most maximumLength characters, cut at a line break near the end, and says so")
    func truncates() {
        let line = String(repeating: "x", count: 99) + "\n"
        let readme = Readme(String(repeating: line, count: 2_000)) // 200,000 characters
        #expect(readme.isTruncated)
        #expect(readme.markdown.unicodeScalars.count <= Readme.maximumLength)
        #expect(readme.markdown.unicodeScalars.count > Readme.maximumLength * 9 / 10)
        #expect(readme.markdown.hasSuffix("x"))
        let oneLine = Readme(String(repeating: "y", count: Readme.maximumLength + 5))
        #expect(oneLine.isTruncated)
        #expect(oneLine.markdown.unicodeScalars.count == Readme.maximumLength)
    }

    @Test("whatever the input, the text holds no character a screen would act on, and is within the bound")
    func invariant() async {
        let scalars = Gen.int(in: 0...0x2070).map { Unicode.Scalar(UInt32($0)) ?? "?" }
        await propertyCheck(input: scalars.array(of: 0...400)) { input in
            let readme = Readme(String(String.UnicodeScalarView(input)))
            for scalar in readme.markdown.unicodeScalars {
                #expect(scalar == "\n" || !(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)))
                #expect(![0x061C, 0x200E, 0x200F, 0x2028, 0x2029].contains(scalar.value))
                #expect(!(0x202A...0x202E).contains(scalar.value) && !(0x2066...0x2069).contains(scalar.value))
            }
            #expect(readme.markdown.unicodeScalars.count <= Readme.maximumLength)
        }
    }

    @Test("decoding cleans again, so a stored README cannot bring back what was dropped")
    func decodingCleans() throws {
        let json = Data(#"{"markdown":"a\u001b[2Jb","isTruncated":false}"#.utf8)
        let readme = try JSONDecoder().decode(Readme.self, from: json)
        #expect(readme.markdown == "a[2Jb")
        let roundTrip = try JSONDecoder().decode(Readme.self, from: JSONEncoder().encode(Readme("# ok")))
        #expect(roundTrip == Readme("# ok"))
    }
}
