#if StrataTools
import StrataLint
import Testing

@Suite("Suppressions")
struct SuppressionTests {
    private let longPresenter = "final class SettingsViewController: UIViewController {\n    var presenter: SettingsPresenter!\n    var router: SettingsRouter!\n}\n"

    @Test("disable:next silences the named rule on the next line only")
    func nextLine() {
        let source = """
            final class SettingsViewController: UIViewController {
                // strata-lint:disable:next implicitly-unwrapped-injection -- set by the storyboard segue
                var presenter: SettingsPresenter!
                var router: SettingsRouter!
            }
            """
        #expect(lint(source).map(\.line) == [4])
    }

    @Test("disable:next names only the rules it lists")
    func otherRuleStays() {
        let source = "final class SViewController: UIViewController {\n    // strata-lint:disable:next view-controller-length\n    var presenter: SettingsPresenter!\n}\n"
        #expect(rules(source) == [.implicitlyUnwrappedInjection])
    }

    @Test("disable silences a rule in the whole file, wherever the comment is; several rules at once")
    func wholeFile() {
        #expect(rules(longPresenter + "// strata-lint:disable implicitly-unwrapped-injection, root-view-init-data  legacy screen\n").isEmpty)
        #expect(rules("/* strata-lint:disable layer-dependency implicitly-unwrapped-injection */\n" + longPresenter).isEmpty)
    }

    @Test("a directive inside a string literal is no directive")
    func stringLiteral() {
        let source = longPresenter + "let text = \"// strata-lint:disable implicitly-unwrapped-injection\"\n"
        #expect(rules(source).count == 2)
    }
}
#endif
