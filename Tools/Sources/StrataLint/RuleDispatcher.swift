#if StrataTools
import SwiftSyntax

/// Walks one file's tree once for every rule: keeps ``LintedFile/scopes`` and
/// ``LintedFile/imports``, and calls each rule's ``RuleCheck`` on the nodes it looks at.
/// Severity, disabled rules and suppressions are applied afterwards by ``FileLinter``.
final class RuleDispatcher: SyntaxVisitor {
    private let file: LintedFile
    // The checks that implement each method (``RuleCheck/hooks``), asked once per file: most
    // nodes the walk reaches (calls, references, type names) interest one or two rules.
    private let typeChecks: [any RuleCheck]
    private let protocolChecks: [any RuleCheck]
    private let functionChecks: [any RuleCheck]
    private let initializerChecks: [any RuleCheck]
    private let variableChecks: [any RuleCheck]
    private let parameterChecks: [any RuleCheck]
    private let callChecks: [any RuleCheck]
    private let referenceChecks: [any RuleCheck]
    private let someOrAnyChecks: [any RuleCheck]
    private let identifierTypeChecks: [any RuleCheck]
    private let finishChecks: [any RuleCheck]

    init(file: LintedFile, checks: [any RuleCheck]) {
        self.file = file
        let hooks = checks.map(\.hooks)
        func implementing(_ hook: RuleHooks) -> [any RuleCheck] {
            zip(checks, hooks).compactMap { check, hooks in hooks.contains(hook) ? check : nil }
        }
        typeChecks = implementing(.enterType)
        protocolChecks = implementing(.protocolDecl)
        functionChecks = implementing(.functionDecl)
        initializerChecks = implementing(.initializerDecl)
        variableChecks = implementing(.variableDecl)
        parameterChecks = implementing(.functionParameter)
        callChecks = implementing(.functionCall)
        referenceChecks = implementing(.declReference)
        someOrAnyChecks = implementing(.someOrAnyType)
        identifierTypeChecks = implementing(.identifierType)
        finishChecks = implementing(.finishFile)
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: - Types

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enterDeclaration(node, isClass: true)
    }

    override func visitPost(_ node: ClassDeclSyntax) { file.scopes.leave() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enterDeclaration(node, isClass: false) }

    override func visitPost(_ node: StructDeclSyntax) { file.scopes.leave() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enterDeclaration(node, isClass: false) }

    override func visitPost(_ node: EnumDeclSyntax) { file.scopes.leave() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enterDeclaration(node, isClass: false) }

    override func visitPost(_ node: ActorDeclSyntax) { file.scopes.leave() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        for check in protocolChecks { check.visit(node) }
        file.scopes.enter(.type(TypeScope(name: node.name.text, inherited: [], isClass: false, known: KnownTypes())))
        return .visitChildren
    }

    override func visitPost(_ node: ProtocolDeclSyntax) { file.scopes.leave() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = TypeScope.baseName(of: node.extendedType) ?? node.extendedType.trimmedDescription
        var scope = TypeScope(extending: name, inherited: TypeScope.inheritedNames(node.inheritanceClause), known: file.scopes.known)
        scope.membersArePrivate = node.modifiers.contains { ScopeStack.privateModifiers.contains($0.name.tokenKind) }
        file.scopes.enter(.type(scope))
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { file.scopes.leave() }

    /// A class, struct, enum or actor: a type scope (only a class can be a view controller).
    private func enterDeclaration(_ node: some DeclGroupSyntax & NamedDeclSyntax & WithAttributesSyntax, isClass: Bool) -> SyntaxVisitorContinueKind {
        var scope = TypeScope(name: node.name.text, inherited: TypeScope.inheritedNames(node.inheritanceClause), isClass: isClass, known: file.scopes.known)
        scope.isTest = scope.isTest || Self.hasSuiteAttribute(node.attributes)
        let declaration = DeclSyntax(node)
        for check in typeChecks { check.enterType(scope, declaredBy: declaration) }
        file.scopes.enterDeclaration(scope)
        return .visitChildren
    }

    private static func hasSuiteAttribute(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { $0.as(AttributeSyntax.self).flatMap { TypeScope.baseName(of: $0.attributeName) } == "Suite" }
    }

    override func visit(_ node: SomeOrAnyTypeSyntax) -> SyntaxVisitorContinueKind {
        for check in someOrAnyChecks { check.visit(node) }
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        for check in identifierTypeChecks { check.visit(node) }
        return .visitChildren
    }

    // MARK: - Functions

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let accessModifiers: [TokenKind] = [.keyword(.private), .keyword(.fileprivate), .keyword(.internal), .keyword(.public), .keyword(.open), .keyword(.package)]
        let ownAccess = node.modifiers.first { accessModifiers.contains($0.name.tokenKind) }?.name.tokenKind
        var isPrivate = ownAccess.map { ScopeStack.privateModifiers.contains($0) } ?? false
        // A member of a `private extension` with no access modifier of its own is private too.
        if ownAccess == nil, let type = file.scopes.innermostType, type.membersArePrivate { isPrivate = true }
        for check in functionChecks { check.visit(node, isPrivate: isPrivate) }
        file.scopes.enter(.function(node.name.text, isPrivate: isPrivate))
        return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) { file.scopes.leave() }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        for check in initializerChecks { check.visit(node) }
        file.scopes.enter(.function("init", isPrivate: false))
        return .visitChildren
    }

    override func visitPost(_ node: InitializerDeclSyntax) { file.scopes.leave() }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        for check in parameterChecks { check.visit(node) }
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for check in variableChecks { check.visit(node) }
        return .visitChildren
    }

    // MARK: - Imports

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let module = node.path.first?.name.text {
            file.imports.append((module, node.positionAfterSkippingLeadingTrivia))
        }
        return .skipChildren
    }

    // MARK: - Expressions

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard !callChecks.isEmpty, let callee = Callee(node.calledExpression) else { return .visitChildren }
        for check in callChecks { check.visit(node, callee: callee) }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        for check in referenceChecks { check.visit(node) }
        // Only tokens are inside a reference (`setUp`, `setUp(animated:)`).
        return .skipChildren
    }

    // MARK: - Nodes with only tokens inside

    // No rule looks at a token, so the walk does not go into these (the commonest such nodes; a
    // walked tree has no unexpected nodes, which could hold anything: a file with any is reported
    // as unparseable instead).

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: StringSegmentSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: IntegerLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: FloatLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: BooleanLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: NilLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: BinaryOperatorExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: AssignmentExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    // MARK: - The end of the file

    override func visitPost(_ node: SourceFileSyntax) {
        for check in finishChecks { check.finishFile() }
    }
}
#endif
