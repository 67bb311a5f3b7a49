// strata-terminal-demo: a few StrataTerminal views in a navigation controller.
//
//     swift run strata-terminal-demo [--rows N] [--pid-file PATH]
//
// Ctrl-C quits. `--pid-file` writes the process id (used by the terminal-restoration test).
import Foundation
import StrataTerminal

var rowCount = 100_000
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
    default:
        FileHandle.standardError.write(Data("usage: strata-terminal-demo [--rows N] [--pid-file PATH]\n".utf8))
        exit(2)
    }
}

do {
    try await Application.run(root: NavigationController(rootViewController: DemoViewController(rowCount: rowCount)))
} catch {
    FileHandle.standardError.write(Data("strata-terminal-demo: \(error)\n".utf8))
    exit(1)
}
