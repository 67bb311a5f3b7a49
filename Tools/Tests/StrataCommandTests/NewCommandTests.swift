#if StrataTools
import Foundation
import Testing

/// `strata --help` and `strata new`, run as a binary.
@Suite("strata new and help (the binary)")
struct NewCommandTests {
    @Test("--help describes both commands; each command has its own help")
    func help() throws {
        let help = try StrataBinary.run(["--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("lint"))
        #expect(help.output.contains("new"))
        let lint = try StrataBinary.run(["lint", "--help"])
        #expect(lint.output.contains("view-controller-length"))
        #expect(lint.output.contains("strata-lint:disable:next"))
        let screen = try StrataBinary.run(["new", "screen", "--help"])
        #expect(screen.output.contains("--pattern"))
        #expect(screen.output.contains("--force"))
    }

    @Test("new --list names every pattern and driver")
    func list() throws {
        let result = try StrataBinary.run(["new", "--list"])
        #expect(result.status == 0)
        for word in ["mvp", "mvp-passive-view", "mvvm", "flux", "redux", "viper", "terminal", "uikit", "ExampleViewController.swift"] {
            #expect(result.output.contains(word), "\(word)")
        }
    }

    @Test("new screen writes the files and says so; again it refuses (exit 1, nothing changed); --force replaces")
    func screen() throws {
        let workspace = try Workspace()
        let arguments = ["new", "screen", "Profile", "--pattern", "mvp", "--driver", "terminal", "--path", workspace.url.path, "--list"]
        let first = try StrataBinary.run(arguments)
        #expect(first.status == 0)
        #expect(first.output.contains("Sources/TerminalUI/Profile/ProfileViewController.swift"))
        #expect(workspace.exists("Sources/Presentation/Profile/ProfilePresenter.swift"))
        #expect(workspace.exists("Sources/TerminalUI/Profile/ProfileDataSource.swift"))
        #expect(workspace.exists("Tests/PresentationTests/ProfilePresenterTests.swift"))

        try workspace.write("Sources/Presentation/Profile/ProfilePresenter.swift", "// mine\n")
        let again = try StrataBinary.run(arguments)
        #expect(again.status == 1)
        #expect(again.error.contains("ProfilePresenter.swift"))
        let kept = try String(contentsOf: workspace.url.appendingPathComponent("Sources/Presentation/Profile/ProfilePresenter.swift"), encoding: .utf8)
        #expect(kept == "// mine\n")

        let forced = try StrataBinary.run(arguments + ["--force"])
        #expect(forced.status == 0)
        let replaced = try String(contentsOf: workspace.url.appendingPathComponent("Sources/Presentation/Profile/ProfilePresenter.swift"), encoding: .utf8)
        #expect(replaced.contains("final class ProfilePresenter"))
    }

    @Test("bad names and unknown patterns are usage errors (exit 2)", arguments: [
        ["new", "screen", "profile", "--pattern", "mvp-passive-view", "--driver", "terminal"],
        ["new", "screen", "Profile", "--pattern", "mvc", "--driver", "terminal"],
        ["new", "screen", "Profile", "--pattern", "mvp-passive-view", "--driver", "swiftui"],
        ["new", "screen", "Profile", "--pattern", "mvp-passive-view", "--driver", "terminal", "--module", "Bad-Name"],
    ])
    func usage(arguments: [String]) throws {
        let workspace = try Workspace()
        let result = try StrataBinary.run(arguments + ["--path", workspace.url.path])
        #expect(result.status == 2)
        #expect(!workspace.exists("Sources"))
    }
}
#endif
