import Testing
@testable import StrataTerminal

@Suite("StatusLine")
struct StatusLineTests {
    private let add = KeyHelp("a", "add")          // 5 columns
    private let select = KeyHelp("Enter", "select") // 12 columns
    private let quit = KeyHelp("^C", "quit")        // 7 columns, and 3 before it

    @Test("every entry shows when there is room, the quit key last")
    func everythingFits() {
        for width in [31, 40, 80] {
            let line = StatusLine(help: [add, select], quit: quit, width: width)
            #expect(line.shown == [add, select])
            #expect(!line.isCut)
            #expect(line.quit == quit)
        }
    }

    @Test("entries that do not fit before the quit key give way, and room is kept for the mark")
    func cut() {
        let narrow = StatusLine(help: [add, select], quit: quit, width: 25)
        #expect(narrow.shown == [add])
        #expect(narrow.isCut)
        // "a add   " and "…" do not both fit before "^C quit": the entry gives way to the mark.
        let narrower = StatusLine(help: [add, select], quit: quit, width: 19)
        #expect(narrower.shown.isEmpty)
        #expect(narrower.isCut)
    }

    @Test("without a quit key the whole row is for the entries")
    func noQuitKey() {
        let line = StatusLine(help: [add, select], quit: nil, width: 10)
        #expect(line.shown == [add])
        #expect(line.isCut)
        #expect(line.quit == nil)
    }

    @Test("the shown entries are always the first ones and always fit with the quit key",
          arguments: Array(0...40))
    func shownEntriesFit(width: Int) {
        let help = [add, select, KeyHelp("Tab", "next"), KeyHelp("Esc", "close")]
        let line = StatusLine(help: help, quit: quit, width: width)
        #expect(Array(help.prefix(line.shown.count)) == line.shown)
        #expect(line.isCut == (line.shown.count < help.count))
        let used = 1 + line.shown.reduce(0) { $0 + StatusLine.width(of: $1) + StatusLine.separator }
        let mark = line.isCut && !line.shown.isEmpty ? 1 : 0
        #expect(line.shown.isEmpty || used + mark + StatusLine.separator + StatusLine.width(of: quit) <= width)
    }
}
