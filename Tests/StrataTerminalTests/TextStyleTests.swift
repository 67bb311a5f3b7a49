import Testing
@testable import StrataTerminal

@Suite("TextStyle and TerminalColor")
struct TextStyleTests {
    @Test("chaining helpers change one attribute each")
    func helpers() {
        let style = TextStyle.bold.foreground(.red).background(.palette(17)).reversed()
        #expect(style == TextStyle(isBold: true, isReversed: true, foreground: .red, background: .palette(17)))
        #expect(style.withoutColors == TextStyle(isBold: true, isReversed: true))
        #expect(style.bold(false).isBold == false)
    }

    @Test("colours map to their SGR parameters")
    func colours() {
        #expect(TerminalColor.red.sgrParameters(background: false) == [31])
        #expect(TerminalColor.standard(12).sgrParameters(background: true) == [104])
        #expect(TerminalColor.standard(200).sgrParameters(background: false) == [97], "out-of-range standard colours clamp to 15")
        #expect(TerminalColor.palette(42).sgrParameters(background: true) == [48, 5, 42])
    }

    @Test("turning dim off keeps bold")
    func intensity() {
        let from = TextStyle(isBold: true, isDim: true)
        #expect(from.sgrTransition(to: .bold) == [22, 1])
        #expect(TextStyle.bold.sgrTransition(to: .bold).isEmpty)
    }
}
