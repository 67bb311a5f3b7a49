// strata-lint:disable inline-alert-handler -- these tests drive the driver's AlertPresenting conformance directly, as AlertClient does; screens never call it.
import StrataAlert
import StrataTesting
import Testing
@testable import StrataTerminal

@Suite("AlertDialog")
@MainActor
struct AlertDialogTests {
    private let confirm = AlertPresentation(
        title: "確認", message: "Switch to cats?", style: .alert,
        buttons: [.init(title: "Switch", style: .default), .init(title: "Delete", style: .destructive), .init(title: "Cancel", style: .cancel)]
    )

    @Test("shows a centred box; arrows and Tab move between buttons; Enter chooses")
    func choose() {
        let host = HostViewController(content: Label("Background text"))
        let terminal = HeadlessTerminal(size: TerminalSize(columns: 40, rows: 12))
        let app = Application(terminal: terminal, root: host)
        var choices: [Int] = []
        host.presentAlert(confirm, animated: true, completion: nil) { choices.append($0) }
        #expect(host.isPresentingAlert)
        app.send(.right)
        app.renderNow()
        GoldenSnapshot.assertMatches(terminal.plainText, named: "alert-dialog")
        GoldenSnapshot.assertMatches(terminal.styledText, named: "alert-dialog-styled")
        app.send(.tab, .backTab, .left, .enter)
        #expect(choices == [0])
        #expect(!host.isPresentingAlert)
    }

    @Test("Esc chooses the cancel button; without one, Esc does nothing")
    func escape() {
        let host = HostViewController()
        let app = Application(terminal: HeadlessTerminal(size: TerminalSize(columns: 40, rows: 12)), root: host)
        var choices: [Int] = []
        host.presentAlert(confirm, animated: true, completion: nil) { choices.append($0) }
        app.send(.escape)
        #expect(choices == [2])
        let noCancel = AlertPresentation(title: "Done", message: nil, style: .alert, buttons: [.init(title: "OK", style: .default)])
        host.presentAlert(noCancel, animated: true, completion: nil) { choices.append($0) }
        app.send(.escape)
        #expect(host.isPresentingAlert)
        app.send(.enter)
        #expect(choices == [2, 0])
    }

    @Test("alerts shown while one is up wait their turn; completion runs when each appears")
    func queue() {
        let host = HostViewController()
        let terminal = HeadlessTerminal(size: TerminalSize(columns: 40, rows: 12))
        let app = Application(terminal: terminal, root: host)
        var log: [String] = []
        // The queue is the alert clients' (StrataAlert's, one per screen); the dialog shows what it hands over.
        let alerts = AlertClient<TurnAction>(viewController: host)
        alerts.register(on: .first) { _ in log.append("chose first") }
        alerts.register(on: .second) { _ in log.append("chose second") }
        alerts.show(strategy: AlertStrategy(title: "First", message: nil, actions: [.first]), animated: true, completion: { log.append("shown first") })
        alerts.show(strategy: AlertStrategy(title: "Second", message: nil, actions: [.second]), animated: true, completion: { log.append("shown second") })
        app.renderNow()
        #expect(terminal.plainText.contains("First"))
        app.send(.enter)
        app.renderNow()
        #expect(terminal.plainText.contains("Second"))
        app.send(.enter)
        #expect(log == ["shown first", "chose first", "shown second", "chose second"])
    }

    @Test("one alert at a time: a second one asked for while one is up is reported unavailable, and the first stays")
    func oneAtATime() {
        let host = HostViewController()
        let terminal = HeadlessTerminal(size: TerminalSize(columns: 40, rows: 12))
        let app = Application(terminal: terminal, root: host)
        let first = AlertPresentation(title: "First", message: nil, style: .alert, buttons: [.init(title: "OK", style: .default)])
        let second = AlertPresentation(title: "Second", message: nil, style: .alert, buttons: [.init(title: "OK", style: .default)])
        var log: [String] = []
        host.presentAlert(first, animated: true, completion: { log.append("shown first") }, onChoice: { _ in log.append("chose first") }, onUnavailable: { log.append("first unavailable") })
        host.presentAlert(second, animated: true, completion: { log.append("shown second") }, onChoice: { _ in log.append("chose second") }, onUnavailable: { log.append("second unavailable") })
        app.renderNow()
        #expect(terminal.plainText.contains("First") && !terminal.plainText.contains("Second"))
        app.send(.enter)
        #expect(log == ["shown first", "second unavailable", "chose first"])
        #expect(!host.isPresentingAlert)
    }

    @Test("an action sheet sits at the bottom with one button per line")
    func actionSheet() {
        let host = HostViewController()
        let terminal = HeadlessTerminal(size: TerminalSize(columns: 30, rows: 10))
        let app = Application(terminal: terminal, root: host)
        let sheet = AlertPresentation(title: "Share", message: nil, style: .actionSheet, buttons: [.init(title: "Copy link", style: .default), .init(title: "Cancel", style: .cancel)])
        host.presentAlert(sheet, animated: true, completion: nil) { _ in }
        app.renderNow()
        GoldenSnapshot.assertMatches(terminal.plainText, named: "alert-action-sheet")
    }

    @Test("a huge message is cut with … and the buttons always show, at any terminal size",
          arguments: [(40, 12), (80, 24), (24, 8), (120, 40), (30, 6)])
    func hugeMessageKeepsButtons(columns: Int, rows: Int) {
        // A 100 KB deep link in an error message, as a hostile link would make it.
        let link = "strata://repos/" + String(repeating: "a/", count: 50_000)
        let huge = AlertPresentation(
            title: "This link cannot be opened: " + link, message: "Reason: the link is not valid. " + link, style: .alert,
            buttons: [.init(title: "OK", style: .default), .init(title: "Cancel", style: .cancel)]
        )
        let host = HostViewController(content: Label("Background text"))
        let terminal = HeadlessTerminal(size: TerminalSize(columns: columns, rows: rows))
        let app = Application(terminal: terminal, root: host)
        host.presentAlert(huge, animated: true, completion: nil) { _ in }
        app.renderNow()
        let screen = terminal.plainText
        #expect(screen.contains("[ OK ]") && screen.contains("[ Cancel ]"), "the buttons show:\n\(screen)")
        #expect(screen.contains("This link"), "the title starts:\n\(screen)")
        if rows >= 8 {
            // (On 6 rows, one line of text fits between the frame and the buttons: the title's.)
            #expect(screen.contains("Reason"), "the message starts, after at most two lines of title:\n\(screen)")
        }
        #expect(screen.contains("…"), "what is left out is marked:\n\(screen)")
    }

    @Test("an action sheet with a long message keeps every button")
    func actionSheetLongMessage() {
        let sheet = AlertPresentation(
            title: "Share", message: String(repeating: "very long text ", count: 500), style: .actionSheet,
            buttons: [.init(title: "Copy link", style: .default), .init(title: "Open", style: .default), .init(title: "Cancel", style: .cancel)]
        )
        let host = HostViewController()
        let terminal = HeadlessTerminal(size: TerminalSize(columns: 40, rows: 10))
        let app = Application(terminal: terminal, root: host)
        host.presentAlert(sheet, animated: true, completion: nil) { _ in }
        app.renderNow()
        let screen = terminal.plainText
        for button in ["[ Copy link ]", "[ Open ]", "[ Cancel ]"] {
            #expect(screen.contains(button), "\(button) shows:\n\(screen)")
        }
        #expect(screen.contains("Share"))
    }

    @Test("wrapping to a number of rows never exceeds them and marks a cut", arguments: [1, 2, 5])
    func wrapRows(rows: Int) {
        let text = String(repeating: "word ", count: 200)
        let lines = AlertDialog.wrap(text, width: 12, rows: rows)
        #expect(lines.count == rows)
        #expect(lines.last?.hasSuffix("…") == true)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 12 })
        #expect(AlertDialog.wrap("short", width: 12, rows: rows) == ["short"])
    }
}

/// The one button of each alert of the queue test.
private enum TurnAction: AlertActionType {
    case first, second
    var title: String { "OK" }
}
