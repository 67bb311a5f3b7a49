#if StrataTools
import SwiftSyntax

extension RuleID {
    /// A stored `var presenter: X!` (or view model, interactor, router).
    public static let implicitlyUnwrappedInjection = RuleID("implicitly-unwrapped-injection")
}

/// `implicitly-unwrapped-injection`: a stored `var presenter: X!` — or a view model, interactor
/// or router, by its name or its type — in a type that is no test; helpers that put things on
/// screen (`errorPresenter`, `ActivityIndicatorPresenter`) are not injected roles.
struct ImplicitlyUnwrappedInjection: LintRule {
    let id = RuleID.implicitlyUnwrappedInjection
    let defaultSeverity = Severity.warning
    let summary = "Presenters, view models, interactors and routers are injected through an initialiser, not set later into an implicitly unwrapped var."

    /// Name endings of the roles that must be injected through an initialiser.
    static let injectedRoleSuffixes = ["presenter", "viewmodel", "interactor", "router", "routing"]
    /// Type-name endings dropped before the role is read (`HogePresenterInputs` is a presenter).
    static let roleTypeDecorations = ["Inputs", "Input", "Protocol", "Type", "Interface"]
    /// Name parts of helpers that present things on screen (an error banner, a toast) rather than
    /// presentation logic: `errorPresenter`, `ActivityIndicatorPresenter`.
    static let uiHelperRoles = ["error", "alert", "alerts", "notice", "activity", "indicator", "loading", "progress", "toast", "banner", "hud", "snackbar", "modal", "sheet"]

    func makeCheck(for file: LintedFile) -> (any RuleCheck)? { Check(file: file) }

    private final class Check: RuleCheck {
        let hooks: RuleHooks = [.variableDecl]
        let file: LintedFile

        init(file: LintedFile) { self.file = file }

        func visit(_ node: VariableDeclSyntax) {
            // Test fixtures (`var sut: LoginViewModel!` set up before each test) are no injection.
            guard let type = file.scopes.innermostType, node.bindingSpecifier.tokenKind == .keyword(.var), !type.isTest else { return }
            for binding in node.bindings {
                guard let type = binding.typeAnnotation?.type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self),
                      ImplicitlyUnwrappedInjection.isStored(binding),
                      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      ImplicitlyUnwrappedInjection.isInjectedRole(name: name, type: type.wrappedType)
                else { continue }
                file.report(
                    .implicitlyUnwrappedInjection, at: binding.positionAfterSkippingLeadingTrivia,
                    "'\(name)' is set after init as an implicitly unwrapped '\(type.trimmedDescription)'; inject it through the initialiser (a generic parameter breaks the cycle with the view controller)"
                )
            }
        }
    }

    private static func isStored(_ binding: PatternBindingSyntax) -> Bool {
        guard let block = binding.accessorBlock else { return true }
        guard case .accessors(let accessors) = block.accessors else { return false }
        return accessors.allSatisfy { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
    }

    private static func isInjectedRole(name: String, type: TypeSyntax) -> Bool {
        var typeName = TypeScope.baseName(of: type) ?? ""
        for decoration in roleTypeDecorations where typeName.hasSuffix(decoration) {
            typeName.removeLast(decoration.count)
            break
        }
        if isUIHelper(name) || isUIHelper(typeName) { return false }
        return injectedRoleSuffixes.contains(where: name.lowercased().hasSuffix)
            || injectedRoleSuffixes.contains(where: typeName.lowercased().hasSuffix)
    }

    /// Whether `name` names a helper that puts something on screen (`errorPresenter`,
    /// `ActivityIndicatorPresenter`, `MXKErrorPresentation`) rather than presentation logic.
    private static func isUIHelper(_ name: String) -> Bool {
        let lowercased = name.lowercased()
        guard let end = ["presenter", "presentation"].first(where: lowercased.hasSuffix) else { return false }
        let role = lowercased.dropLast(end.count)
        return uiHelperRoles.contains { role.hasSuffix($0) }
    }
}
#endif
