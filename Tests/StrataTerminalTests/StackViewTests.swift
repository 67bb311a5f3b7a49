import StrataTesting
import Testing
@testable import StrataTerminal

@Suite("StackView")
@MainActor
struct StackViewTests {
    @Test("fixed, fit and flexible lengths, spacing and padding are laid out predictably")
    func verticalLayout() {
        let stack = StackView(axis: .vertical, spacing: 1, padding: EdgeInsets(all: 1))
        let title = Label("Title")
        let body = Label("Body")
        let footer = Label("Footer")
        stack.addArrangedSubview(title, length: .fit)
        stack.addArrangedSubview(body, length: .flexible())
        stack.addArrangedSubview(footer, length: .fixed(2))
        stack.frame = Rect(x: 0, y: 0, width: 20, height: 12)
        stack.layoutSubviews()
        #expect(title.frame == Rect(x: 1, y: 1, width: 18, height: 1))
        // 10 inner rows: title 1 + spacing 1 + body (flexible) + spacing 1 + footer 2 → body gets 5.
        #expect(body.frame == Rect(x: 1, y: 3, width: 18, height: 5))
        #expect(footer.frame == Rect(x: 1, y: 9, width: 18, height: 2))
    }

    @Test("flexible views share by weight; leftovers go to the first; hidden views take no room")
    func weights() {
        let stack = StackView(axis: .horizontal)
        let views = (0..<3).map { _ in View() }
        stack.addArrangedSubview(views[0], length: .flexible(weight: 1))
        stack.addArrangedSubview(views[1], length: .flexible(weight: 2))
        stack.addArrangedSubview(views[2], length: .fixed(3))
        stack.frame = Rect(x: 0, y: 0, width: 13, height: 1)
        stack.layoutSubviews()
        #expect(views.map(\.frame.width) == [4, 6, 3])
        views[2].isHidden = true
        stack.layoutSubviews()
        #expect(views[0].frame.width + views[1].frame.width == 13)
    }

    @Test("a horizontal row of views renders side by side")
    func snapshot() {
        let stack = StackView(axis: .horizontal, spacing: 1)
        stack.addArrangedSubview(Label("左"), length: .fit)
        stack.addArrangedSubview(Label("middle", alignment: .center), length: .flexible())
        stack.addArrangedSubview(Button(title: "右"), length: .fit)
        let harness = Harness(stack, columns: 24, rows: 2)
        GoldenSnapshot.assertMatches(harness.screen(), named: "stackview-horizontal")
    }
}
