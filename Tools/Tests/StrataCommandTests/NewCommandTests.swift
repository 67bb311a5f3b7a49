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
        #expect(screen.output.contains("screen-object"))
        #expect(screen.output.contains("ScreenViewController"))
        #expect(screen.output.contains("<Name>Hosting"))
        #expect(screen.output.contains("both"))
        #expect(screen.output.contains("<Name>ListDisplay"))
        #expect(!screen.output.contains("takes no --list"))
    }

    @Test("new --list names every pattern and driver")
    func list() throws {
        let result = try StrataBinary.run(["new", "--list"])
        #expect(result.status == 0)
        for word in ["mvp", "mvp-passive-view", "mvvm", "flux", "redux", "viper", "screen-object", "terminal", "uikit", "both", "ExampleViewController.swift"] {
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

    @Test("new screen --pattern screen-object --driver both writes the feature once and each driver's root view and view controller")
    func screenObjectBoth() throws {
        let workspace = try Workspace()
        let result = try StrataBinary.run(["new", "screen", "Profile", "--pattern", "screen-object", "--driver", "both", "--path", workspace.url.path])
        #expect(result.status == 0, "\(result.error)")
        for path in [
            "Sources/Features/Profile/ProfileIntent.swift", "Sources/Features/Profile/ProfileDisplay.swift",
            "Sources/Features/Profile/ProfileScreenType.swift", "Sources/Features/Profile/ProfileScreen.swift",
            "Sources/TerminalUI/Profile/ProfileRootView.swift", "Sources/TerminalUI/Profile/ProfileViewController.swift",
            "Sources/UIKitUI/Profile/ProfileRootView.swift", "Sources/UIKitUI/Profile/ProfileViewController.swift",
            "Tests/FeaturesTests/ProfileScreenTests.swift", "Tests/TerminalUITests/ProfileViewControllerTests.swift",
        ] {
            #expect(workspace.exists(path), "\(path)")
        }
        #expect(result.output.components(separatedBy: "wrote ").count - 1 == 16)
        #expect(result.output.contains(#".target(name: "UIKitUI", dependencies: ["Features""#))
        #expect(workspace.exists("Sources/TerminalUI/TerminalDriver.swift"))
        #expect(workspace.exists("Sources/UIKitUI/UIKitDriver.swift"))

        // A second screen, even with --force, keeps the driver structs and says so.
        try workspace.write("Sources/TerminalUI/TerminalDriver.swift", "// mine\n")
        let second = try StrataBinary.run(["new", "screen", "Settings", "--pattern", "screen-object", "--driver", "both", "--path", workspace.url.path, "--force"])
        #expect(second.status == 0, "\(second.error)")
        #expect(second.output.components(separatedBy: "wrote ").count - 1 == 14)
        #expect(second.output.contains("kept \(workspace.url.path)/Sources/TerminalUI/TerminalDriver.swift"))
        #expect(second.output.contains("kept \(workspace.url.path)/Sources/UIKitUI/UIKitDriver.swift"))
        let kept = try String(contentsOf: workspace.url.appendingPathComponent("Sources/TerminalUI/TerminalDriver.swift"), encoding: .utf8)
        #expect(kept == "// mine\n")
    }

    @Test("new screen --pattern screen-object --list writes the row, the list display and each driver's data source")
    func screenObjectList() throws {
        let workspace = try Workspace()
        let result = try StrataBinary.run(["new", "screen", "Favourites", "--pattern", "screen-object", "--driver", "both", "--list", "--path", workspace.url.path])
        #expect(result.status == 0, "\(result.error)")
        for path in [
            "Sources/Features/Favourites/FavouritesRow.swift", "Sources/Features/Favourites/FavouritesListDisplay.swift",
            "Sources/TerminalUI/Favourites/FavouritesDataSource.swift", "Sources/UIKitUI/Favourites/FavouritesDataSource.swift",
            "Sources/UIKitUI/Favourites/FavouritesCell.swift",
        ] {
            #expect(workspace.exists(path), "\(path)")
        }
        #expect(result.output.components(separatedBy: "wrote ").count - 1 == 21)
        #expect(result.output.contains(#".product(name: "StrataList", package: "strata")"#))
    }

    @Test("a --path with an escape sequence and a line break is printed escaped, in the wrote and the kept lines alike")
    func hostilePathIsEscaped() throws {
        let workspace = try Workspace()
        let folder = workspace.url.appendingPathComponent("red\u{1B}[31m\nline")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let arguments = ["new", "screen", "Inbox", "--pattern", "screen-object", "--driver", "terminal", "--path", folder.path]
        let first = try StrataBinary.run(arguments)
        let second = try StrataBinary.run(arguments.map { $0 == "Inbox" ? "Outbox" : $0 })
        #expect(first.status == 0 && second.status == 0, "\(first.error)\(second.error)")
        for output in [first.output, second.output] {
            #expect(!output.contains("\u{1B}"))
            #expect(output.contains("red\\u{1B}[31m\\u{A}line/Sources/"))
        }
        #expect(second.output.contains("kept \(workspace.url.path)/red\\u{1B}[31m\\u{A}line/Sources/TerminalUI/TerminalDriver.swift"))
    }

    @Test("bad names and unknown patterns are usage errors (exit 2)", arguments: [
        ["new", "screen", "profile", "--pattern", "mvp-passive-view", "--driver", "terminal"],
        ["new", "screen", "Profile", "--pattern", "mvc", "--driver", "terminal"],
        ["new", "screen", "Profile", "--pattern", "mvp-passive-view", "--driver", "swiftui"],
        ["new", "screen", "Profile", "--pattern", "mvp-passive-view", "--driver", "terminal", "--module", "Bad-Name"],
        ["new", "screen", "my-profile", "--pattern", "screen-object", "--driver", "both"],
    ])
    func usage(arguments: [String]) throws {
        let workspace = try Workspace()
        let result = try StrataBinary.run(arguments + ["--path", workspace.url.path])
        #expect(result.status == 2)
        #expect(!workspace.exists("Sources"))
    }

    private static func screen(_ name: String = "Profile", module: String? = nil, in workspace: Workspace, _ extra: [String] = []) -> [String] {
        ["new", "screen", name, "--pattern", "mvp", "--driver", "terminal", "--path", workspace.url.path] + (module.map { ["--module", $0] } ?? []) + extra
    }

    @Test("a symbolic link where a file goes — even one pointing nowhere — is neither written through nor replaced, --force or not (it wrote outside the package)")
    func danglingLink() throws {
        let workspace = try Workspace()
        let victim = workspace.url.appendingPathComponent("outside/victim.swift")
        try FileManager.default.createDirectory(at: victim.deletingLastPathComponent(), withIntermediateDirectories: true)
        let package = try Workspace()
        let link = package.url.appendingPathComponent("Sources/Presentation/Profile/ProfilePresenter.swift")
        try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: victim.path)
        for extra in [[], ["--force"]] {
            let result = try StrataBinary.run(Self.screen(in: package, extra))
            #expect(result.status == 1)
            #expect(result.error.contains("ProfilePresenter.swift is a symbolic link or not a regular file"), "\(result.error)")
            #expect(!FileManager.default.fileExists(atPath: victim.path))
            #expect(package.contents() == ["Sources", "Sources/Presentation", "Sources/Presentation/Profile", "Sources/Presentation/Profile/ProfilePresenter.swift"])
        }
    }

    @Test("a symbolic link where a folder goes is not followed either")
    func linkedFolder() throws {
        let outside = try Workspace()
        let package = try Workspace()
        try FileManager.default.createDirectory(at: package.url.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: package.url.appendingPathComponent("Sources/TerminalUI").path, withDestinationPath: outside.url.path)
        let result = try StrataBinary.run(Self.screen(in: package))
        #expect(result.status == 1)
        #expect(result.error.contains("Sources/TerminalUI is a symbolic link"), "\(result.error)")
        #expect(outside.contents().isEmpty)
        #expect(package.contents() == ["Sources", "Sources/TerminalUI"])
    }

    @Test("a Swift keyword or reserved name as the module or the screen's name is refused before anything is written (--module class wrote `import class`)", arguments: [
        ("Profile", "class"), ("Profile", "init"), ("Profile", "Self"), ("Profile", "_"), ("Profile", "Foundation"), ("Profile", "StrataCore"),
        ("Profile", "TerminalUI"), ("Self", "Presentation"), ("Any", "Presentation"), ("Type", "Presentation"),
    ])
    func reservedNames(name: String, module: String) throws {
        let workspace = try Workspace()
        let result = try StrataBinary.run(Self.screen(name, module: module, in: workspace))
        #expect(result.status == 2)
        #expect(result.error.contains("'\(name == "Profile" ? module : name)'"), "\(result.error)")
        #expect(workspace.contents().isEmpty)
    }

    @Test("a name longer than 64 characters is refused before anything is written (230 characters left empty folders)")
    func longName() throws {
        let workspace = try Workspace()
        let result = try StrataBinary.run(Self.screen("P" + String(repeating: "a", count: 229), in: workspace))
        #expect(result.status == 2)
        #expect(result.error.contains("is 230 characters long: names of screens and modules are at most 64"))
        #expect(workspace.contents().isEmpty)
        let module = try StrataBinary.run(Self.screen(module: "M" + String(repeating: "m", count: 64), in: workspace))
        #expect(module.status == 2)
        #expect(workspace.contents().isEmpty)
    }

    @Test("a write that fails midway takes back every file and folder the run created, the package folder included", .enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/bash")))
    func rollback() throws {
        let workspace = try Workspace()
        let package = workspace.url.appendingPathComponent("New Package")
        // A file-size limit of 1 KiB: the first small files are written, a larger one fails (EFBIG).
        let result = try StrataBinary.run(
            ["new", "screen", "Profile", "--pattern", "mvp", "--driver", "terminal", "--path", package.path, "--list"],
            through: ["bash", "-c", "trap '' XFSZ; ulimit -f 1; exec \"$@\"", "bash"]
        )
        #expect(result.status == 1)
        #expect(result.error.contains("cannot write"), "\(result.error)")
        #expect(result.error.contains("the files and folders this run had created were removed"))
        #expect(workspace.contents().isEmpty, "\(workspace.contents())")
    }

    @Test("it prints the targets Package.swift needs; --print-manifest prints only them and writes nothing")
    func manifest() throws {
        let workspace = try Workspace()
        let printed = try StrataBinary.run(Self.screen(in: workspace, ["--print-manifest"]))
        #expect(printed.status == 0)
        #expect(workspace.contents().isEmpty)
        let lines = printed.output.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("//") }
        #expect(lines == [
            #".target(name: "Presentation", dependencies: [.product(name: "StrataAlert", package: "strata"), .product(name: "StrataNavigation", package: "strata")]),"#,
            #".target(name: "TerminalUI", dependencies: ["Presentation", .product(name: "StrataAlert", package: "strata"), .product(name: "StrataCore", package: "strata"), .product(name: "StrataTerminal", package: "strata")]),"#,
            #".testTarget(name: "PresentationTests", dependencies: ["Presentation", .product(name: "StrataAlert", package: "strata"), .product(name: "StrataTesting", package: "strata")]),"#,
            #".testTarget(name: "TerminalUITests", dependencies: ["Presentation", "TerminalUI", .product(name: "StrataAlert", package: "strata"), .product(name: "StrataTerminal", package: "strata")]),"#,
        ])
        let written = try StrataBinary.run(Self.screen(in: workspace))
        #expect(written.status == 0)
        #expect(written.output.contains("wrote "))
        #expect(written.output.contains(lines[0]))
    }
}
#endif
