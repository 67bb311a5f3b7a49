#if StrataTools
import StrataLint
import Testing

@Suite("view-controller-length")
struct ViewControllerLengthTests {
    /// A class of `lines` lines in all, declared as `declaration`.
    private func classSource(_ declaration: String, lines: Int) -> String {
        declaration + " {\n" + String(repeating: "    let x = 1\n", count: lines - 2) + "}\n"
    }

    @Test("a UIViewController subclass over 300 lines is reported at its declaration, with its length")
    func longUIKitViewController() {
        let findings = lint("import UIKit\n\n" + classSource("final class PhotoCollectionViewController: UIViewController", lines: 301))
        #expect(findings.map(\.rule) == [.viewControllerLength])
        #expect(findings.first?.line == 3)
        #expect(findings.first?.column == 1)
        #expect(findings.first?.severity == .warning)
        #expect(findings.first?.message.contains("301 lines") == true)
    }

    @Test("a Strata ViewController<RootView> subclass over 300 lines is reported")
    func longStrataViewController() {
        let source = classSource("final class HogeViewController<Presenter: HogePresenterInputs>: ViewController<HogeRootView>, HogePresenterOutputs", lines: 320)
        #expect(rules(source) == [.viewControllerLength])
    }

    @Test("a view controller of exactly 300 lines, and a long class that is no view controller, are not reported")
    func shortOrNotAViewController() {
        #expect(rules(classSource("final class HogeViewController: ViewController<HogeRootView>", lines: 300)).isEmpty)
        #expect(rules(classSource("final class CatalogImporter: NSObject", lines: 900)).isEmpty)
        #expect(rules(classSource("struct SearchViewController", lines: 900)).isEmpty)
    }

    @Test("the threshold is configurable")
    func configurableThreshold() throws {
        let configuration = try LintConfiguration(yaml: "rules:\n  view-controller-length:\n    max-lines: 20\n    severity: error\n", baseDirectory: "/")
        let findings = lint(classSource("class SettingsViewController: UITableViewController", lines: 21), configuration: configuration)
        #expect(findings.map(\.severity) == [.error])
        #expect(findings.first?.message.contains("more than 20") == true)
    }
}
#endif
