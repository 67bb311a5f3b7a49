import GitHubBrowserDomain

/// READMEs for the detail screens' tests: one of every block, a hostile one, one too long to keep.
public enum SampleReadmes {
    /// A README with a heading, a paragraph with a link and inline code, a nested list, a quote, a
    /// fenced code block and a rule.
    public static let plain = Readme("""
        # swift-nio

        An **event-driven** network framework. See [the docs](https://example.com/docs) and run `swift build`.

        - Channels
          - Pipelines
        1. Fast

        > Non-blocking I/O.

        ```swift
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        ```

        ---
        Apache 2.0
        """)

    /// The text of the fake GitHub's hostile README (`octo/zephyr-kite`): a window-title escape
    /// (OSC 0), a clipboard write (OSC 52), a screen clear (CSI 2 J), a right-to-left override, a C1
    /// CSI, Windows line endings, a tab and two bytes that are not UTF-8.
    public static let hostileText = String(
        decoding: Array("# Kite\r\n\u{1B}]0;PWNED\u{07}title\r\n\u{1B}]52;c;ZXZpbA==\u{07}clip\r\n\u{1B}[2Jclear\r\nabc\u{202E}txt.exe\r\n\u{9B}31mred\r\n\tindented\r\n".utf8)
            + [0xFF, 0xFE] + Array(" end\n".utf8),
        as: UTF8.self
    )

    /// ``hostileText`` as the app keeps it.
    public static let hostile = Readme(hostileText)

    /// A README longer than `Readme` keeps: shortened, with a note that the rest is on GitHub.
    public static let oversized = Readme(String(repeating: "All work and no play. ", count: Readme.maximumLength / 10))

    /// Whether `text` holds a character no screen may show: a control character other than the line
    /// break (an escape sequence's start), a C1 control or a bidirectional formatting character.
    public static func holdsControlCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            (scalar.value < 0x20 && scalar != "\n") || (0x7F...0x9F).contains(scalar.value)
                || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
                || scalar.value == 0x200E || scalar.value == 0x200F || scalar.value == 0x061C
        }
    }
}
