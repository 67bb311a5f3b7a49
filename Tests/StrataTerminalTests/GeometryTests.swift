import Testing
@testable import StrataTerminal

@Suite("Rect, EdgeInsets and TerminalSize")
struct GeometryTests {
    @Test("intersections, insets and offsets")
    func rect() {
        let rect = Rect(x: 2, y: 1, width: 10, height: 5)
        #expect(rect.intersection(Rect(x: 8, y: 4, width: 10, height: 10)) == Rect(x: 8, y: 4, width: 4, height: 2))
        #expect(rect.intersection(Rect(x: 20, y: 0, width: 3, height: 3)).isEmpty)
        #expect(rect.inset(by: EdgeInsets(all: 1)) == Rect(x: 3, y: 2, width: 8, height: 3))
        #expect(rect.inset(by: EdgeInsets(top: 0, left: 20, bottom: 0, right: 0)).width == 0, "sizes never go negative")
        #expect(rect.offsetBy(dx: -2, dy: 3) == Rect(x: 0, y: 4, width: 10, height: 5))
        #expect(rect.contains(column: 11, row: 5) && !rect.contains(column: 12, row: 5))
    }

    @Test("sizes clamp negatives and compare in both directions")
    func size() {
        #expect(TerminalSize(columns: -3, rows: 4) == TerminalSize(columns: 0, rows: 4))
        #expect(TerminalSize(columns: 80, rows: 24).contains(TerminalSize(columns: 80, rows: 10)))
        #expect(!TerminalSize(columns: 80, rows: 24).contains(TerminalSize(columns: 81, rows: 10)))
        #expect(TerminalSize(columns: 80, rows: 24).description == "80×24")
    }
}
