// strata-terminal-fixture: the smallest real StrataTerminal program, for the tests that need a real
// process on a real terminal (no TTY, terminal restored after a signal). Not an example of how to
// write screens: the samples (`swift run --package-path Examples strata-samples`) and the GitHub
// Browser are.
//
//     strata-terminal-fixture [--rows N] [--pid-file PATH] [--spin]
//
// It shows a list of N generated rows; Ctrl-C quits. `--pid-file` writes the process id. `--spin`
// adds a spinner that redraws every millisecond, so that a signal is likely to arrive mid-frame.
// The title counts the times the process ran again after a stop (`Application.didResume`).
import Foundation
import StrataCore
import StrataList
import StrataTerminal

/// A generated range of rows, drawn only when visible.
@MainActor
final class GeneratedRows: ListViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func numberOfItems(inSection section: Int) -> Int { count }
    func cell(at indexPath: ListIndexPath) -> ListRow { ListRow("Row \(indexPath.item + 1)") }
}

/// One full-screen list, under a spinner when `--spin` asks for one.
final class FixtureRootView: View, AppView {
    let listView = ListView()
    let spinner = ActivityIndicator(title: "Spinning")
    func setup() {
        addSubview(spinner)
        addSubview(listView)
    }
    override func layoutSubviews() {
        let spinnerHeight = spinner.isAnimating ? 1 : 0
        spinner.frame = Rect(x: 0, y: 0, width: bounds.width, height: spinnerHeight)
        listView.frame = Rect(x: 0, y: spinnerHeight, width: bounds.width, height: bounds.height - spinnerHeight)
    }
}

var rowCount = 100_000
var spins = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--rows":
        guard let value = arguments.popFirst().flatMap(Int.init), value >= 0 else {
            FileHandle.standardError.write(Data("--rows needs a non-negative number\n".utf8))
            exit(2)
        }
        rowCount = value
    case "--pid-file":
        guard let path = arguments.popFirst() else {
            FileHandle.standardError.write(Data("--pid-file needs a path\n".utf8))
            exit(2)
        }
        try? "\(ProcessInfo.processInfo.processIdentifier)\n".write(toFile: path, atomically: true, encoding: .utf8)
    case "--spin":
        spins = true
    default:
        FileHandle.standardError.write(Data("usage: strata-terminal-fixture [--rows N] [--pid-file PATH] [--spin]\n".utf8))
        exit(2)
    }
}

let rows = GeneratedRows(count: rowCount)
let screen = ViewController<FixtureRootView>()
screen.title = "Fixture"
screen.rootView.listView.dataSource = rows
if spins {
    screen.rootView.spinner.interval = .milliseconds(1)
    screen.rootView.spinner.startAnimating()
}
var resumes = 0
do {
    let application = Application(terminal: try ANSITerminal(), root: NavigationController(rootViewController: screen))
    application.didResume = {
        resumes += 1
        screen.title = "Fixture, resumed \(resumes)"
    }
    try await application.run()
} catch {
    FileHandle.standardError.write(Data("strata-terminal-fixture: \(error)\n".utf8))
    exit(1)
}
