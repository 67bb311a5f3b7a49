import SwiftSyntax

/// Walks one file once and collects what every rule finds. Severity, disabled rules and
/// suppressions are applied afterwards by ``FileLinter``.
final class RuleVisitor: SyntaxVisitor {
    /// A finding before severity and suppressions: the rule, where, and the message.
    struct RawFinding {
        var rule: RuleID
        var position: AbsolutePosition
        var message: String
    }

    private enum Scope {
        case type(TypeScope)
        case function(String)
    }

    /// Name endings of the files and types that hold presentation logic.
    static let presentationSuffixes = ["Presenter", "ViewModel", "Interactor", "UseCase", "Reducer", "Store"]
    /// Name endings of the roles that must be injected through an initialiser.
    static let injectedRoleSuffixes = ["presenter", "viewmodel", "interactor", "router", "routing"]
    /// Type-name endings dropped before the role is read (`HogePresenterInputs` is a presenter).
    static let roleTypeDecorations = ["Inputs", "Input", "Protocol", "Type", "Interface"]

    private let configuration: LintConfiguration
    private let converter: LineLocator
    private var scopes: [Scope] = []
    private var known = KnownTypes()
    private(set) var findings: [RawFinding] = []
    private(set) var imports: [(module: String, position: AbsolutePosition)] = []
    private(set) var declaresPresentationType = false

    init(configuration: LintConfiguration, converter: LineLocator) {
        self.configuration = configuration
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    private func report(_ rule: RuleID, at position: AbsolutePosition, _ message: String) {
        guard configuration.isEnabled(rule) else { return }
        findings.append(RawFinding(rule: rule, position: position, message: message))
    }

    // MARK: - Types

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let scope = TypeScope(name: node.name.text, inherited: TypeScope.inheritedNames(node.inheritanceClause), isClass: true, known: known)
        if scope.isViewController { checkLength(of: node, named: scope.name) }
        enter(scope)
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enterNominal(node) }

    override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enterNominal(node) }

    override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enterNominal(node) }

    override func visitPost(_ node: ActorDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        scopes.append(.type(TypeScope(name: node.name.text, inherited: [], isClass: false, known: KnownTypes())))
        return .visitChildren
    }

    override func visitPost(_ node: ProtocolDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = TypeScope.baseName(of: node.extendedType) ?? node.extendedType.trimmedDescription
        scopes.append(.type(TypeScope(extending: name, inherited: TypeScope.inheritedNames(node.inheritanceClause), known: known)))
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { scopes.removeLast() }

    /// A struct, enum or actor: a type scope, never a view controller.
    private func enterNominal(_ node: some DeclGroupSyntax & NamedDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(TypeScope(name: node.name.text, inherited: TypeScope.inheritedNames(node.inheritanceClause), isClass: false, known: known))
        return .visitChildren
    }

    private func enter(_ scope: TypeScope) {
        known.record(scope)
        if Self.presentationSuffixes.contains(where: scope.name.hasSuffix) { declaresPresentationType = true }
        scopes.append(.type(scope))
    }

    // MARK: - Functions

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        scopes.append(.function(node.name.text))
        return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if case .type(let type)? = scopes.last, type.isRootView { checkRootViewInit(node, of: type.name) }
        scopes.append(.function("init"))
        return .visitChildren
    }

    override func visitPost(_ node: InitializerDeclSyntax) { scopes.removeLast() }

    // MARK: - Imports

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let module = node.path.first?.name.text {
            imports.append((module, node.positionAfterSkippingLeadingTrivia))
        }
        return .skipChildren
    }

    // MARK: - view-controller-length

    private func checkLength(of node: ClassDeclSyntax, named name: String) {
        // A class of more than `max` lines has at least `max` line breaks: skip shorter text at once.
        guard node.trimmedLength.utf8Length > configuration.maxViewControllerLines else { return }
        let start = converter.location(for: node.positionAfterSkippingLeadingTrivia).line
        let end = converter.location(for: node.endPositionBeforeTrailingTrivia).line
        let lines = end - start + 1
        guard lines > configuration.maxViewControllerLines else { return }
        report(
            .viewControllerLength, at: node.positionAfterSkippingLeadingTrivia,
            "view controller '\(name)' is \(lines) lines long, more than \(configuration.maxViewControllerLines); keep it to routing input and output events and move the rest to its root view, presenter, alert client, router or data source"
        )
    }

    // MARK: - root-view-init-data

    private func checkRootViewInit(_ node: InitializerDeclSyntax, of name: String) {
        let parameters = node.signature.parameterClause.parameters
        guard !parameters.isEmpty else { return }
        // UIKit's own initialisers of a view: they carry no data of the screen.
        if parameters.count == 1, let label = parameters.first?.firstName.text, label == "frame" || label == "coder" { return }
        let labels = parameters.map { "\($0.firstName.text):" }.joined()
        report(
            .rootViewInitData, at: node.positionAfterSkippingLeadingTrivia,
            "root view '\(name)' has an initialiser that takes data (init(\(labels))); create it with init() and pass data through an intention-named method"
        )
    }

    // MARK: - implicitly-unwrapped-injection

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.bindingSpecifier.tokenKind == .keyword(.var), case .type? = scopes.last else { return .visitChildren }
        for binding in node.bindings {
            guard let type = binding.typeAnnotation?.type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self),
                  Self.isStored(binding),
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  Self.isInjectedRole(name: name, type: type.wrappedType)
            else { continue }
            report(
                .implicitlyUnwrappedInjection, at: binding.positionAfterSkippingLeadingTrivia,
                "'\(name)' is set after init as an implicitly unwrapped '\(type.trimmedDescription)'; inject it through the initialiser (a generic parameter breaks the cycle with the view controller)"
            )
        }
        return .visitChildren
    }

    private static func isStored(_ binding: PatternBindingSyntax) -> Bool {
        guard let block = binding.accessorBlock else { return true }
        guard case .accessors(let accessors) = block.accessors else { return false }
        return accessors.allSatisfy { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
    }

    private static func isInjectedRole(name: String, type: TypeSyntax) -> Bool {
        if injectedRoleSuffixes.contains(where: name.lowercased().hasSuffix) { return true }
        guard var typeName = TypeScope.baseName(of: type) else { return false }
        for decoration in roleTypeDecorations where typeName.hasSuffix(decoration) {
            typeName.removeLast(decoration.count)
            break
        }
        return injectedRoleSuffixes.contains(where: typeName.lowercased().hasSuffix)
    }

    // MARK: - Calls: inline-alert-handler, input-registration-outside-view-did-load

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let callee = Self.calleeName(node.calledExpression) else { return .visitChildren }
        if !isInsideAlertClient { checkAlertHandler(node, callee: callee) }
        if configuration.inputRegistrationCalls.contains(callee.name) { checkInputRegistration(node, call: callee.name) }
        return .visitChildren
    }

    private struct Callee {
        var name: String
        var base: String?
    }

    private static func calleeName(_ expression: ExprSyntax) -> Callee? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return Callee(name: reference.baseName.text) }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
            return Callee(name: member.declName.baseName.text, base: base)
        }
        return nil
    }

    private var isInsideAlertClient: Bool {
        scopes.contains { if case .type(let type) = $0 { type.isAlertClient } else { false } }
    }

    private func checkAlertHandler(_ node: FunctionCallExprSyntax, callee: Callee) {
        if callee.name == "UIAlertAction" || (callee.name == "init" && callee.base == "UIAlertAction") {
            let handler = node.arguments.first { $0.label?.text == "handler" }
            let givesHandler = node.trailingClosure != nil || (handler.map { !$0.expression.is(NilLiteralExprSyntax.self) } ?? false)
            guard givesHandler else { return }
            report(
                .inlineAlertHandler, at: node.positionAfterSkippingLeadingTrivia,
                "UIAlertAction with an inline handler; show alerts through an alert client (AlertClient<Action>) and register the button handlers once, in viewDidLoad"
            )
            return
        }
        let lowercased = callee.name.lowercased()
        guard lowercased.hasPrefix("show") || lowercased.hasPrefix("present"),
              lowercased.contains("alert") || lowercased.contains("actionsheet")
        else { return }
        let closureArgument = node.arguments.contains { $0.expression.is(ClosureExprSyntax.self) && $0.label?.text != "completion" }
        guard closureArgument || node.trailingClosure != nil else { return }
        report(
            .inlineAlertHandler, at: node.positionAfterSkippingLeadingTrivia,
            "alert shown with a handler closure ('\(callee.name)'); show it through an alert client and register the handlers once, in viewDidLoad"
        )
    }

    private func checkInputRegistration(_ node: FunctionCallExprSyntax, call: String) {
        for scope in scopes.reversed() {
            switch scope {
            case .function(let name) where name == "viewDidLoad" || name == "init":
                return
            case .function:
                continue
            case .type(let type):
                guard type.isViewController else { return }
                report(
                    .inputRegistrationOutsideViewDidLoad, at: node.positionAfterSkippingLeadingTrivia,
                    "'\(call)' in view controller '\(type.name)' outside viewDidLoad; register inputs once, in viewDidLoad (or init)"
                )
                return
            }
        }
    }
}
