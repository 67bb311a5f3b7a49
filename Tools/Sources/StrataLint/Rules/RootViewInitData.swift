#if StrataTools
import SwiftSyntax

extension RuleID {
    /// A root view with an initialiser that takes data.
    public static let rootViewInitData = RuleID("root-view-init-data")
}

/// `root-view-init-data`: a root view (an `AppView` conformer, or a class named `…RootView`) with
/// an initialiser that takes data, reported at the initialiser. UIKit's `init(frame:)` and
/// `init?(coder:)` carry no data of the screen.
struct RootViewInitData: LintRule {
    let id = RuleID.rootViewInitData
    let defaultSeverity = Severity.error
    let summary = "A root view is created without data; data arrives later through intention-named methods."

    func makeCheck(for file: LintedFile) -> (any RuleCheck)? { Check(file: file) }

    private final class Check: RuleCheck {
        let hooks: RuleHooks = [.initializerDecl]
        let file: LintedFile

        init(file: LintedFile) { self.file = file }

        func visit(_ node: InitializerDeclSyntax) {
            guard let type = file.scopes.innermostType, type.isRootView else { return }
            let parameters = node.signature.parameterClause.parameters
            guard !parameters.isEmpty else { return }
            // UIKit's own initialisers of a view: they carry no data of the screen.
            if parameters.count == 1, let label = parameters.first?.firstName.text, label == "frame" || label == "coder" { return }
            let labels = parameters.map { "\($0.firstName.text):" }.joined()
            file.report(
                .rootViewInitData, at: node.positionAfterSkippingLeadingTrivia,
                "root view '\(type.name)' has an initialiser that takes data (init(\(labels))); create it with init() and pass data through an intention-named method"
            )
        }
    }
}
#endif
