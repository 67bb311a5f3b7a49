#if StrataTools
import Foundation
import Testing

/// What teams expect of `strata lint` in CI (issue 48): the settings found from any folder of the
/// package, `--strict`, `--format github`, SARIF that names files relative to the package, and
/// `strata --version`.
@Suite("strata lint as teams run it (the binary)")
struct LintCommandOptionsTests {
    /// A warning: an implicitly unwrapped presenter.
    private static let warning = "final class HogeViewController: UIViewController {\n    private var presenter: HogePresenter!\n}\n"
    /// An error: a presenter that imports UIKit.
    private static let error = "import UIKit\n\nfinal class HogePresenter {}\n"

    @Test("--version prints the version StrataVersion holds")
    func version() throws {
        let result = try StrataBinary.run(["--version"])
        #expect(result.status == 0)
        #expect(result.output == "0.1.0\n")
    }

    @Test("--strict fails on warnings too; without it, warnings pass")
    func strict() throws {
        let workspace = try Workspace()
        try workspace.write("Sources/HogeViewController.swift", Self.warning)
        #expect(try StrataBinary.run(["lint"], in: workspace.url).status == 0)
        let strict = try StrataBinary.run(["lint", "--strict"], in: workspace.url)
        #expect(strict.status == 1)
        #expect(strict.output.contains("[implicitly-unwrapped-injection]"))
        try workspace.write("Sources/HogeViewController.swift", "struct Clean {}\n")
        #expect(try StrataBinary.run(["lint", "--strict"], in: workspace.url).status == 0)
    }

    @Test("--format github writes one workflow command per finding, relative to the current folder")
    func github() throws {
        let workspace = try Workspace()
        try workspace.write("Sources/HogeViewController.swift", Self.warning)
        try workspace.write("Sources/HogePresenter.swift", Self.error)
        let result = try StrataBinary.run(["lint", "--format", "github", workspace.url.appendingPathComponent("Sources").path], in: workspace.url)
        #expect(result.status == 1)
        #expect(result.output.split(separator: "\n").map(String.init) == [
            "::error file=Sources/HogePresenter.swift,line=1,col=1,title=strata lint%3A ui-import-in-presentation::presentation logic imports 'UIKit'; presenters, view models, interactors, use cases, reducers and stores stay free of UI frameworks and drivers",
            "::warning file=Sources/HogeViewController.swift,line=2,col=17,title=strata lint%3A implicitly-unwrapped-injection::'presenter' is set after init as an implicitly unwrapped 'HogePresenter!'; inject it through the initialiser (a generic parameter breaks the cycle with the view controller)",
        ])
    }

    @Test("the configuration and the baseline are found as the plugins find them: from the current folder up to the package root, the nearest first, never above the root")
    func discovery() throws {
        let workspace = try Workspace()
        try workspace.write(".strata-lint.yml", "rules:\n  implicitly-unwrapped-injection: error\n")  // above the package: never read
        try workspace.write("app/Package.swift", "// swift-tools-version: 6.1\n")
        try workspace.write("app/Sources/Feature/HogeViewController.swift", Self.warning)
        try workspace.write("app/Sources/Feature/HogePresenter.swift", Self.error)
        let feature = workspace.url.appendingPathComponent("app/Sources/Feature")

        let bare = try StrataBinary.run(["lint"], in: feature)
        #expect(bare.status == 1, "no settings in the package: the defaults, not the file above it")
        #expect(bare.output.contains("warning: 'presenter'"))

        try workspace.write("app/.strata-lint.yml", "rules:\n  ui-import-in-presentation: warning\n")
        let configured = try StrataBinary.run(["lint"], in: feature)
        #expect(configured.status == 0, "the package root's configuration, from two folders below it: \(configured.output)")
        #expect(configured.output.contains("warning: presentation logic imports 'UIKit'"))

        try workspace.write("app/Sources/.strata-lint.yml", "rules:\n  ui-import-in-presentation: off\n")
        let nearest = try StrataBinary.run(["lint"], in: feature)
        #expect(!nearest.output.contains("[ui-import-in-presentation]"), "the nearest configuration wins")

        let recorded = try StrataBinary.run(["lint", "--write-baseline", "../.strata-lint-baseline.json", "."], in: workspace.url.appendingPathComponent("app/Sources"))
        #expect(recorded.status == 0)
        #expect(workspace.exists("app/.strata-lint-baseline.json"))
        let quiet = try StrataBinary.run(["lint"], in: feature)
        #expect(quiet.status == 0 && quiet.output.isEmpty, "the package root's baseline holds every finding: \(quiet.output)")
        let strictQuiet = try StrataBinary.run(["lint", "--strict"], in: feature)
        #expect(strictQuiet.status == 0, "--strict fails on what the baseline does not hold, and it holds everything")
    }

    @Test("SARIF names files relative to SRCROOT, the current folder — the package folder for the plugins, which run there — and carries the tool's version")
    func sarif() throws {
        let workspace = try Workspace()
        try workspace.write("app/Sources/HogePresenter.swift", Self.error)
        let app = workspace.url.appendingPathComponent("app")
        // What the command plugin runs: absolute folders, in the package folder.
        let result = try StrataBinary.run(["lint", "--package-folder", app.path, "--format", "sarif", app.appendingPathComponent("Sources").path], in: app)
        #expect(result.status == 1)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["version"] as? String == "0.1.0")
        let base = try #require((run["originalUriBaseIds"] as? [String: [String: String]])?["SRCROOT"]?["uri"])
        #expect(URL(string: base)?.standardizedFileURL.resolvingSymlinksInPath().path == app.resolvingSymlinksInPath().path)
        let location = try #require(((run["results"] as? [[String: Any]])?.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect(location["artifactLocation"] as? [String: String] == ["uri": "Sources/HogePresenter.swift", "uriBaseId": "SRCROOT"])
    }
}
#endif
