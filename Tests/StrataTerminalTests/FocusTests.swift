// strata-lint:disable inline-alert-handler -- this test presents an alert through the driver's AlertPresenting conformance directly, as AlertClient does, to check where the focus goes.
import Testing
@testable import StrataTerminal

@Suite("Focus")
@MainActor
struct FocusTests {
    @MainActor
    private final class Form {
        let name = TextField(placeholder: "Name")
        let ok = Button(title: "OK")
        let cancel = Button(title: "Cancel")
        let list = ListView()
        let rows = TestRows(counts: [3])
        let stack = StackView(axis: .vertical)

        init() {
            let buttons = StackView(axis: .horizontal, spacing: 1)
            buttons.addArrangedSubview(ok, length: .fit)
            buttons.addArrangedSubview(cancel, length: .fit)
            list.dataSource = rows
            stack.addArrangedSubview(name, length: .fixed(1))
            stack.addArrangedSubview(buttons, length: .fixed(1))
            stack.addArrangedSubview(list, length: .flexible())
        }
    }

    @Test("the first focusable view gets the focus; Tab and Shift-Tab cycle in tree order")
    func tabOrder() {
        let form = Form()
        let harness = Harness(form.stack, columns: 30, rows: 8)
        harness.app.renderNow()
        #expect(harness.app.focusedView === form.name)
        harness.app.send(.tab)
        #expect(harness.app.focusedView === form.ok)
        harness.app.send(.tab, .tab)
        #expect(harness.app.focusedView === form.list)
        harness.app.send(.tab)
        #expect(harness.app.focusedView === form.name)
        harness.app.send(.backTab)
        #expect(harness.app.focusedView === form.list)
    }

    @Test("arrows move the focus to the nearest view in that direction when the focused view does not use them")
    func arrows() {
        let form = Form()
        let harness = Harness(form.stack, columns: 30, rows: 8)
        harness.app.send(.down)
        #expect(harness.app.focusedView === form.ok)
        harness.app.send(.right)
        #expect(harness.app.focusedView === form.cancel)
        harness.app.send(.left, .up)
        #expect(harness.app.focusedView === form.name)
    }

    @Test("disabled and hidden views are skipped")
    func skipping() {
        let form = Form()
        form.ok.isEnabled = false
        form.cancel.isHidden = true
        let harness = Harness(form.stack, columns: 30, rows: 8)
        harness.app.send(.tab)
        #expect(harness.app.focusedView === form.list)
    }

    @Test("the focus returns to where it was after an alert and after going back")
    func focusRestored() {
        let form = Form()
        let host = HostViewController(title: "Form", content: form.stack)
        let navigation = NavigationController(rootViewController: host)
        let app = Application(terminal: HeadlessTerminal(size: TerminalSize(columns: 30, rows: 10)), root: navigation)
        app.send(.tab, .tab)
        #expect(app.focusedView === form.cancel)
        host.presentAlert(.init(title: "Hi", message: nil, style: .alert, buttons: [.init(title: "OK", style: .default)]), animated: true, completion: nil) { _ in }
        app.renderNow()
        #expect(app.focusedView is AlertDialog)
        app.send(.enter)
        #expect(app.focusedView === form.cancel)
        host.push(HostViewController(title: "Next", content: Button(title: "Go")), animated: true)
        app.renderNow()
        #expect(app.focusedView is Button && app.focusedView !== form.cancel)
        app.send(.escape)
        #expect(app.focusedView === form.cancel)
    }

    @Test("the status line shows the keys of the focused view")
    func statusLine() {
        let form = Form()
        let harness = Harness(form.stack, columns: 70, rows: 8)
        let lines = { harness.terminal.plainText.components(separatedBy: "\n") }
        harness.app.renderNow()
        #expect(lines()[7] == " Enter submit   ^U clear   Tab next   ^C quit")
        harness.app.send(.tab, .tab, .tab)
        harness.app.renderNow()
        #expect(lines()[7] == " ↑↓ move   PgUp/PgDn page   Enter select   Tab next   ^C quit")
    }
}
