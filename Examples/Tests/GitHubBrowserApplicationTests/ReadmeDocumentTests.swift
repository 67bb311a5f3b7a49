import GitHubBrowserDomain
import GitHubBrowserApplication
import PropertyBased
import Testing

@Suite("ReadmeDocument")
struct ReadmeDocumentTests {
    typealias Block = ReadmeDocument.Block

    static func blocks(_ markdown: String) -> [Block] { ReadmeDocument(Readme(markdown)).blocks }

    @Test("headings (ATX and setext), paragraphs joined, rules")
    func structure() {
        let markdown = """
            # Title #
            Some text
            on two lines.

            Sub
            ---
            ### Third

            ***
            Under
            =====
            """
        #expect(Self.blocks(markdown) == [
            .heading(level: 1, text: "Title"), .paragraph("Some text on two lines."), .heading(level: 2, text: "Sub"),
            .heading(level: 3, text: "Third"), .rule, .heading(level: 1, text: "Under"),
        ])
        #expect(Self.blocks("#hashtag is text") == [.paragraph("#hashtag is text")])
    }

    @Test("lists with depth and numbers, quotes, fenced code kept as written, tables without their delimiter row")
    func blocksOfEveryKind() {
        let markdown = """
            - one
              - nested *item*
            3. third
            > quoted **text**
            > more

            ```swift
            let x = [1](2)   // **not** markup
            ```
            | Name | Stars |
            |:-----|------:|
            | [strata](https://x) | 5 |
            """
        #expect(Self.blocks(markdown) == [
            .listItem(depth: 0, marker: "•", text: "one"), .listItem(depth: 1, marker: "•", text: "nested item"),
            .listItem(depth: 0, marker: "3.", text: "third"), .quote("quoted text more"),
            .code(["let x = [1](2)   // **not** markup"]), .tableRow(["Name", "Stars"]), .tableRow(["strata", "5"]),
        ])
    }

    @Test("inline markup shows as text: links, images, badges, code, emphasis, HTML, entities, escapes")
    func inline() {
        #expect(Self.blocks("See [the docs](https://e.com) and <https://e.com/x>, run `swift run`.")
            == [.paragraph("See the docs and https://e.com/x, run swift run.")])
        #expect(Self.blocks("[![Build status](https://b.svg)](https://ci) ![](logo.png)") == [.paragraph("[Build status]")])
        #expect(Self.blocks("**bold**, *it*, ~~gone~~, __strong__ and 2 * 3 and snake_case") == [.paragraph("bold, it, gone, strong and 2 * 3 and snake_case")])
        #expect(Self.blocks("<p align=\"center\"><b>Fast</b> &amp; small &lt;3</p>") == [.paragraph("Fast & small <3")])
        #expect(Self.blocks("\\*not emphasis\\* and [ref link][1]") == [.paragraph("*not emphasis* and ref link")])
    }

    @Test("HTML comments and blocks of tags alone show nothing; an unclosed fence still shows its code")
    func hidden() {
        #expect(Self.blocks("<!-- hidden\nstill hidden -->\n<div align=\"center\">\n</div>\nshown") == [.paragraph("shown")])
        #expect(Self.blocks("```\ncode") == [.code(["code"])])
    }

    @Test("a document keeps at most maximumBlocks blocks and says when it was shortened, or when the README was cut")
    func bounded() {
        let many = ReadmeDocument(Readme(String(repeating: "- item\n", count: ReadmeDocument.maximumBlocks + 10)))
        #expect(many.blocks.count == ReadmeDocument.maximumBlocks)
        #expect(many.isShortened)
        #expect(!ReadmeDocument(Readme("- item\n")).isShortened)
        let cut = ReadmeDocument(Readme(String(repeating: "word ", count: Readme.maximumLength)))
        #expect(cut.isShortened)
    }

    @Test("whatever the Markdown, reading it ends, within the bound, and no block is empty text")
    func anyInput() async {
        let pieces = Gen.element(of: ["#", " ", "\n", "*", "_", "`", "```", "[", "]", "(", ")", "!", "<", ">", "&amp;", "|", "-", "1.", "\\", "x", "~~", "<!--", "-->"])
        await propertyCheck(input: pieces.array(of: 0...200)) { parts in
            let document = ReadmeDocument(Readme(parts.compactMap { $0 }.joined()))
            #expect(document.blocks.count <= ReadmeDocument.maximumBlocks)
            for block in document.blocks {
                switch block {
                case let .paragraph(text), let .quote(text): #expect(!text.isEmpty)
                default: break
                }
            }
        }
    }
}
