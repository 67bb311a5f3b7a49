#if StrataTools
import SwiftSyntax

extension RuleID {
    /// A view controller longer than the configured number of lines (300 by default).
    public static let viewControllerLength = RuleID("view-controller-length")
}

/// `view-controller-length`: a `UIViewController` or Strata `ViewController` subclass longer than
/// `max-lines` lines (``LintConfiguration/maxViewControllerLines``), reported at its declaration.
struct ViewControllerLength: LintRule {
    let id = RuleID.viewControllerLength
    let defaultSeverity = Severity.warning
    let summary = "A view controller only routes input and output events, so it stays short; move the rest to its root view, presenter, alert client, router or data source."
    let options = [
        RuleOption(key: "max-lines") { value, configuration throws(ConfigurationError) in
            configuration.maxViewControllerLines = try value.positiveInteger()
        },
    ]

    func makeCheck(for file: LintedFile) -> (any RuleCheck)? { Check(file: file) }

    private final class Check: RuleCheck {
        let hooks: RuleHooks = [.enterType]
        let file: LintedFile

        init(file: LintedFile) { self.file = file }

        func enterType(_ scope: TypeScope, declaredBy node: DeclSyntax) {
            guard scope.isViewController else { return }
            let max = file.configuration.maxViewControllerLines
            // A class of more than `max` lines has at least `max` line breaks: skip shorter text at once.
            guard node.trimmedLength.utf8Length > max else { return }
            // Nor can it have more lines than line-break characters plus one: count them in its
            // text before building the file's line table, which only a long class needs.
            guard file.locator.lineBreakCharacters(in: node) >= max else { return }
            let start = file.locator.location(for: node.positionAfterSkippingLeadingTrivia).line
            let end = file.locator.location(for: node.endPositionBeforeTrailingTrivia).line
            let lines = end - start + 1
            guard lines > max else { return }
            file.report(
                .viewControllerLength, at: node.positionAfterSkippingLeadingTrivia,
                "view controller '\(scope.name)' is \(lines) lines long, more than \(max); keep it to routing input and output events and move the rest to its root view, presenter, alert client, router or data source"
            )
        }
    }
}
#endif
