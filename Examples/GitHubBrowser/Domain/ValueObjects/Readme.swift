/// A repository's README, as Markdown text that is safe to show and of bounded size.
///
/// A README is written by whoever owns the repository, so it is hostile input: it can hold
/// terminal escape sequences, right-to-left overrides that reorder what a reader sees, or
/// megabytes of text. Building a `Readme` is where that stops, whatever the source:
/// - **Only text that shows as text is kept.** Control characters (C0 other than the line break,
///   DEL, C1), the bidirectional formatting characters and the line and paragraph separators are
///   dropped; `\r\n` and `\r` become `\n`; a tab becomes four spaces.
/// - **At most ``maximumLength`` characters are kept**, cut at a line break when there is one in
///   the last tenth; ``isTruncated`` says when text was cut.
///
/// Render it with `ReadmeDocument` (in the browser's vocabulary), which turns the Markdown into
/// blocks every screen can draw.
public struct Readme: Hashable, Sendable, Codable {
    /// The most characters a README keeps: 100,000, about 40 printed pages. The longest READMEs
    /// of the most-starred repositories are around 60,000.
    public static let maximumLength = 100_000

    /// The Markdown text, cleaned as the type's description says.
    public let markdown: String
    /// Whether the source's text was longer than ``maximumLength`` and was cut.
    public let isTruncated: Bool

    /// Cleans `text`, a README as its source gave it (see the type's description).
    public init(_ text: some StringProtocol) {
        var kept = String.UnicodeScalarView()
        var count = 0
        var truncated = false
        var previousWasCarriageReturn = false
        for scalar in text.unicodeScalars {
            let isCarriageReturn = scalar == "\r"
            defer { previousWasCarriageReturn = isCarriageReturn }
            let replacement: [Unicode.Scalar]
            switch scalar.value {
            case 0x0A: replacement = previousWasCarriageReturn ? [] : ["\n"]
            case 0x0D: replacement = ["\n"]
            case 0x09: replacement = [" ", " ", " ", " "]
            default: replacement = Self.isShown(scalar) ? [scalar] : []
            }
            guard count + replacement.count <= Self.maximumLength else {
                truncated = true
                break
            }
            kept.append(contentsOf: replacement)
            count += replacement.count
        }
        var markdown = String(kept)
        if truncated, let cut = Self.lastLineBreak(in: markdown) {
            markdown = String(markdown[..<cut])
        }
        self.markdown = markdown
        self.isTruncated = truncated
    }

    /// Whether `scalar` is kept: not a control character, a bidirectional formatting character,
    /// or a line or paragraph separator.
    static func isShown(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: false
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: false
        case 0x2028, 0x2029: false
        default: true
        }
    }

    /// The last line break of `text` within its last tenth, to cut a truncated README at a whole
    /// line.
    private static func lastLineBreak(in text: String) -> String.Index? {
        guard let index = text.lastIndex(of: "\n") else { return nil }
        let tail = text.distance(from: index, to: text.endIndex)
        return tail <= max(1, text.count / 10) ? index : nil
    }

    /// Decodes a README and cleans it like ``init(_:)``, so a stored or replayed one cannot bring
    /// back what was dropped.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let cleaned = Readme(try container.decode(String.self, forKey: .markdown))
        self.markdown = cleaned.markdown
        self.isTruncated = try container.decode(Bool.self, forKey: .isTruncated) || cleaned.isTruncated
    }
}
