import GitHubBrowserNavigation
@testable import GitHubBrowserPresentation
@testable import GitHubBrowserTerminalUI
import GitHubBrowserTerminalViews
import GitHubBrowserTestSupport
import GitHubBrowserVocabulary
import PropertyBased
import StrataCore
import StrataTerminal
import Testing

@MainActor
@Suite("Masked token field")
struct MaskedTokenFieldTests {
    final class Host: View, AppView {
        let field = MaskedTokenField(placeholder: "Token")
        func setup() { addSubview(field) }
        override func layoutSubviews() { field.frame = Rect(x: 0, y: 0, width: 12, height: 1) }
    }

    final class HostController: ViewController<Host> {}

    @Test("whatever is typed, the screen shows one bullet per visible character and never the text")
    func neverShowsTheSecret() async {
        await propertyCheck(count: 150, input: Gen.letterOrNumber.string(of: 1...40), Gen.int(in: 0...40)) { secret, moves in
            let terminal = HeadlessTerminal(size: TerminalSize(columns: 20, rows: 3))
            let controller = HostController()
            let app = Application(terminal: terminal, root: controller, minimumSize: TerminalSize(columns: 1, rows: 2), environment: [:])
            app.type(secret)
            app.send(Array(repeating: Key.left, count: moves))
            app.renderNow()
            let firstLine = terminal.plainText.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
            #expect(controller.rootView.field.field.text == secret)
            let bullets = firstLine.filter { $0 == "•" }.count
            // All of it when it fits; else a field's width, less the cell the cursor needs at the end.
            #expect(bullets <= min(secret.count, 12) && bullets >= min(secret.count, 11))
            #expect(firstLine.allSatisfy { $0 == "•" || $0 == " " }, "the text leaked: \(firstLine)")
        }
    }

    @Test("an empty field shows its placeholder")
    func placeholder() {
        let terminal = HeadlessTerminal(size: TerminalSize(columns: 20, rows: 3))
        let app = Application(terminal: terminal, root: HostController(), minimumSize: TerminalSize(columns: 1, rows: 2), environment: [:])
        app.renderNow()
        #expect(terminal.plainText.hasPrefix("Token"))
    }
}
