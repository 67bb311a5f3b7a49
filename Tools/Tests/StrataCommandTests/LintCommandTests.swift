#if StrataTools
import Foundation
import Testing

/// `strata lint`, run as a binary: its three formats and its exit statuses.
@Suite("strata lint (the binary)")
struct LintCommandTests {
    /// Two warnings: an implicitly unwrapped presenter, a registration outside viewDidLoad.
    private static let warnings = """
        final class HogeViewController: ViewController<HogeRootView> {
            private var presenter: HogePresenter!
            override func viewWillAppear(_ animated: Bool) {
                button.addTarget(self, action: #selector(tap), for: .touchUpInside)
            }
        }

        """
    /// An error: a presenter that imports UIKit.
    private static let error = "import UIKit\n\nfinal class HogePresenter {}\n"

    @Test("a clean folder: nothing printed, exit 0")
    func clean() throws {
        let workspace = try Workspace()
        try workspace.write("Sources/Clean.swift", "struct Clean {}\n")
        let result = try StrataBinary.run(["lint"], in: workspace.url)
        #expect(result.status == 0)
        #expect(result.output.isEmpty)
        #expect(result.error.isEmpty)
    }

    @Test("warnings only: compiler-style lines, exit 0")
    func warningsOnly() throws {
        let workspace = try Workspace()
        try workspace.write("Sources/HogeViewController.swift", Self.warnings)
        let result = try StrataBinary.run(["lint", "Sources"], in: workspace.url)
        #expect(result.status == 0)
        #expect(result.output.split(separator: "\n") == [
            "Sources/HogeViewController.swift:2:17: warning: 'presenter' is set after init as an implicitly unwrapped 'HogePresenter!'; inject it through the initialiser (a generic parameter breaks the cycle with the view controller) [implicitly-unwrapped-injection]",
            "Sources/HogeViewController.swift:4:9: warning: 'addTarget' in view controller 'HogeViewController' outside viewDidLoad; register inputs once, in viewDidLoad (or init) [input-registration-outside-view-did-load]",
        ])
    }

    @Test("a finding at error severity: exit 1, in every format")
    func errors() throws {
        let workspace = try Workspace()
        try workspace.write("Sources/HogePresenter.swift", Self.error)
        try workspace.write("Sources/HogeViewController.swift", Self.warnings)
        let text = try StrataBinary.run(["lint"], in: workspace.url)
        #expect(text.status == 1)
        #expect(text.output.contains("Sources/HogePresenter.swift:1:1: error: presentation logic imports 'UIKit'"))

        let json = try StrataBinary.run(["lint", "--format", "json"], in: workspace.url)
        #expect(json.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        #expect(object["errors"] as? Int == 1)
        #expect(object["warnings"] as? Int == 2)
        #expect(object["filesChecked"] as? Int == 2)

        let sarif = try StrataBinary.run(["lint", "--format", "sarif", "Sources"], in: workspace.url)
        #expect(sarif.status == 1)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.output.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        #expect(results.compactMap { $0["level"] as? String } == ["error", "warning", "warning"])
    }

    @Test("a configuration can turn the error into a warning, and a rule off")
    func configuration() throws {
        let workspace = try Workspace()
        try workspace.write("Sources/HogePresenter.swift", Self.error)
        try workspace.write("Sources/HogeViewController.swift", Self.warnings)
        try workspace.write(".strata-lint.yml", "rules:\n  ui-import-in-presentation: warning\n  implicitly-unwrapped-injection: off\n")
        let result = try StrataBinary.run(["lint"], in: workspace.url)
        #expect(result.status == 0)
        #expect(result.output.split(separator: "\n").count == 2)
    }

    @Test("a malformed configuration: exit 2, naming the file and line")
    func malformedConfiguration() throws {
        let workspace = try Workspace()
        try workspace.write("lint.yml", "rules:\n  view-controller-length:\n    max-lines: -3\n")
        let result = try StrataBinary.run(["lint", "--config", "lint.yml"], in: workspace.url)
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.error.contains("lint.yml:3: `-3` is not a positive whole number"))
    }

    @Test("a package of `packages` that cannot be described: exit 2, naming its Package.swift and why")
    func undescribablePackage() throws {
        let workspace = try Workspace()
        try workspace.write(".strata-lint.yml", "packages: [App]\n")
        try workspace.write("App/Sources/A/A.swift", "struct A {}\n")
        let result = try StrataBinary.run(["lint"], in: workspace.url)
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.error.contains("App/Package.swift: cannot read the package's targets: there is no Package.swift in that folder"))
    }

    @Test("usage errors: exit 2", arguments: [["lint", "NoSuchFolder"], ["lint", "--format", "xml"], ["lint", "--no-such-flag"]])
    func usage(arguments: [String]) throws {
        let workspace = try Workspace()
        let result = try StrataBinary.run(arguments, in: workspace.url)
        #expect(result.status == 2)
        #expect(!result.error.isEmpty)
    }

    @Test("a file that does not parse is reported with exit 1, and the other files are still checked")
    func unparseable() throws {
        let workspace = try Workspace()
        try workspace.write("Broken.swift", "func broken( {\n")
        try workspace.write("HogeViewController.swift", Self.warnings)
        let result = try StrataBinary.run(["lint"], in: workspace.url)
        #expect(result.status == 1)
        #expect(result.output.contains("Broken.swift:1:"))
        #expect(result.output.contains("[unparseable-file]"))
        #expect(result.output.contains("[implicitly-unwrapped-injection]"))
    }

    @Test("--write-baseline records today's findings; --baseline then reports only new ones, after edits above them too")
    func baseline() throws {
        let workspace = try Workspace()
        try workspace.write("Sources/HogeViewController.swift", Self.warnings)
        try workspace.write("Sources/HogePresenter.swift", Self.error)
        let recorded = try StrataBinary.run(["lint", "--write-baseline", "baseline.json"], in: workspace.url)
        #expect(recorded.status == 0, "recording accepts the errors of today")
        #expect(recorded.output.isEmpty)
        #expect(recorded.error == "strata lint: recorded 3 findings in baseline.json\n")
        #expect(workspace.exists("baseline.json"))

        let quiet = try StrataBinary.run(["lint", "--baseline", "baseline.json"], in: workspace.url)
        #expect(quiet.status == 0)
        #expect(quiet.output.isEmpty)

        try workspace.write("Sources/HogeViewController.swift", "import Foundation\n\n" + Self.warnings)
        try workspace.write("Sources/NewPresenter.swift", "import UIKit\n\nfinal class NewPresenter {}\n")
        let fresh = try StrataBinary.run(["lint", "--baseline", "baseline.json"], in: workspace.url)
        #expect(fresh.status == 1, "the new error fails the run")
        #expect(fresh.output.split(separator: "\n").map(String.init) == [
            "Sources/NewPresenter.swift:1:1: error: presentation logic imports 'UIKit'; presenters, view models, interactors, use cases, reducers and stores stay free of UI frameworks and drivers [ui-import-in-presentation]",
        ])

        let damaged = try StrataBinary.run(["lint", "--baseline", "Sources/HogePresenter.swift"], in: workspace.url)
        #expect(damaged.status == 2)
        #expect(damaged.error.contains("is not a strata lint baseline"))
        let both = try StrataBinary.run(["lint", "--baseline", "a", "--write-baseline", "b"], in: workspace.url)
        #expect(both.status == 2)
        #expect(both.error.contains("cannot be used together"))
    }

    @Test("a baseline matches the same files however they are spelled and wherever the linter runs: app, ./app, an absolute path, . from inside app, ../app from a sibling, a symbolic link (it brought back every finding)")
    func baselineSurvivesAnyPath() throws {
        let workspace = try Workspace()
        try workspace.write("app/Sources/HogeViewController.swift", Self.warnings)
        try workspace.write("app/Sources/HogePresenter.swift", Self.error)
        try workspace.write("other/README", "a sibling folder\n")
        try FileManager.default.createSymbolicLink(
            at: workspace.url.appendingPathComponent("linked"), withDestinationURL: workspace.url.appendingPathComponent("app")
        )
        let recorded = try StrataBinary.run(["lint", "app", "--write-baseline", "baseline.json"], in: workspace.url)
        #expect(recorded.error == "strata lint: recorded 3 findings in baseline.json\n")
        let root = workspace.url
        let app = workspace.url.appendingPathComponent("app")
        let other = workspace.url.appendingPathComponent("other")
        for (folder, path, baseline) in [
            (root, "app", "baseline.json"), (root, "./app", "baseline.json"), (root, app.path, "baseline.json"),
            (root, "linked", "baseline.json"), (root, "app/../app/Sources", "baseline.json"),
            (app, ".", "../baseline.json"), (app, "Sources", root.appendingPathComponent("baseline.json").path),
            (other, "../app", "../baseline.json"),
        ] {
            let run = try StrataBinary.run(["lint", path, "--baseline", baseline], in: folder)
            #expect(run.status == 0 && run.output.isEmpty, "strata lint \(path) --baseline \(baseline) in \(folder.lastPathComponent): \(run.output)")
        }
        // A new finding is still new, wherever it runs from.
        try workspace.write("app/Sources/NewPresenter.swift", "import UIKit\n\nfinal class NewPresenter {}\n")
        let fresh = try StrataBinary.run(["lint", ".", "--baseline", "../baseline.json"], in: app)
        #expect(fresh.status == 1)
        #expect(fresh.output.contains("NewPresenter.swift:1:1: error"), "\(fresh.output)")
        #expect(!fresh.output.contains("HogePresenter"), "\(fresh.output)")
    }

    @Test("--package-folder takes the configuration and the baseline of that folder from anywhere; given ones win; none there is no error")
    func packageFolder() throws {
        let workspace = try Workspace()
        try workspace.write("app/Sources/HogeViewController.swift", Self.warnings)
        try workspace.write("app/Sources/HogePresenter.swift", Self.error)
        try workspace.write("elsewhere/README", "the folder the plugins' build runs in\n")
        let app = workspace.url.appendingPathComponent("app")
        let elsewhere = workspace.url.appendingPathComponent("elsewhere")
        let sources = app.appendingPathComponent("Sources").path

        let bare = try StrataBinary.run(["lint", "--package-folder", app.path, sources], in: elsewhere)
        #expect(bare.status == 1, "no configuration or baseline there: the defaults")
        #expect(bare.output.contains("[ui-import-in-presentation]"))

        try workspace.write("app/.strata-lint.yml", "rules:\n  ui-import-in-presentation: warning\n")
        let configured = try StrataBinary.run(["lint", "--package-folder", app.path, sources], in: elsewhere)
        #expect(configured.status == 0, "the folder's configuration makes the error a warning")
        #expect(configured.output.contains("warning: presentation logic imports 'UIKit'"))

        try workspace.write("strict.yml", "rules:\n  ui-import-in-presentation: error\n")
        let strict = workspace.url.appendingPathComponent("strict.yml").path
        let givenConfig = try StrataBinary.run(["lint", "--package-folder", app.path, "--config", strict, sources], in: elsewhere)
        #expect(givenConfig.status == 1, "a given --config replaces the folder's")

        let recorded = try StrataBinary.run(["lint", "--write-baseline", ".strata-lint-baseline.json", "Sources"], in: app)
        #expect(recorded.status == 0)
        let quiet = try StrataBinary.run(["lint", "--package-folder", app.path, sources], in: elsewhere)
        #expect(quiet.status == 0 && quiet.output.isEmpty, "the folder's baseline holds every finding: \(quiet.output)")

        let empty = try StrataBinary.run(["lint", "--write-baseline", "empty.json", "."], in: elsewhere)
        #expect(empty.error == "strata lint: recorded 0 findings in empty.json\n")
        let givenBaseline = try StrataBinary.run(["lint", "--package-folder", app.path, "--baseline", "empty.json", sources], in: elsewhere)
        #expect(givenBaseline.output.contains("[implicitly-unwrapped-injection]"), "a given --baseline replaces the folder's")
    }
}
#endif
