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
        /// A function, and whether it is `private` or `fileprivate` (only this file can call it).
        case function(String, isPrivate: Bool)
    }

    /// The methods where a view controller registers its inputs.
    static let setupMethods: Set<String> = ["viewDidLoad", "init", "loadView"]
    /// Receiver name parts of things that are shown like alerts but have no buttons to handle
    /// (a loading indicator's completion is not an alert button's handler).
    static let nonAlertReceivers = ["loading", "progress", "spinner", "hud", "activity"]
    /// Name parts of helpers that present things on screen (an error banner, a toast) rather than
    /// presentation logic: `errorPresenter`, `ActivityIndicatorPresenter`.
    static let uiHelperRoles = ["error", "alert", "alerts", "notice", "activity", "indicator", "loading", "progress", "toast", "banner", "hud", "snackbar", "modal", "sheet"]

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
    /// The presentation types (by name, see ``presentationSuffixes``) declared in the file, and
    /// whether each is a UIKit helper rather than presentation logic: a `UI…` subclass, or a
    /// `…Presenter` that holds a UIKit view, controller or window, or calls `present(`.
    private(set) var presentationTypes: [String: Bool] = [:]
    /// Whether the file declares a view, view controller, cell or other UI type.
    private(set) var declaresUIType = false
    /// Input registrations in `private` methods, reported after the walk unless every call of the
    /// method comes from `viewDidLoad`, `init`, `loadView` or another such method.
    private var pendingRegistrations: [(finding: RawFinding, method: String)] = []
    /// The callers of each method, by `Type.method`.
    private var callers: [String: Set<String>] = [:]
    /// Names referred to otherwise than by a direct call (`#selector(setUp)`, `action: setUp`):
    /// a method of that name may run from anywhere.
    private var escapingReferences: Set<String> = []
    /// The `private` and `fileprivate` methods, by `Type.method`: only this file can call them.
    private var privateMethods: Set<String> = []
    /// The `calledExpression` of every call seen, so that the reference inside is not taken for
    /// an escaping one.
    private var calleeIDs: Set<SyntaxIdentifier> = []

    /// Whether the file declares presentation logic: a presentation type that is no UIKit helper,
    /// in a file that declares no UI type.
    var declaresPresentationType: Bool {
        !declaresUIType && presentationTypes.values.contains(false)
    }

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
        var scope = TypeScope(name: node.name.text, inherited: TypeScope.inheritedNames(node.inheritanceClause), isClass: true, known: known)
        scope.isTest = scope.isTest || Self.hasSuiteAttribute(node.attributes)
        if scope.isViewController { checkLength(of: node, named: scope.name) }
        enter(scope)
        return .visitChildren
    }

    private static func hasSuiteAttribute(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { $0.as(AttributeSyntax.self).flatMap { TypeScope.baseName(of: $0.attributeName) } == "Suite" }
    }

    override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enterNominal(node) }

    override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enterNominal(node) }

    override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enterNominal(node) }

    override func visitPost(_ node: ActorDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        if Self.presentationSuffixes.contains(where: name.hasSuffix) {
            // A protocol that refines a UIKit class (`NoticePresenter: UIViewController`) is a UIKit helper's.
            presentationTypes[name] = TypeScope.inheritedNames(node.inheritanceClause).contains { $0.hasPrefix("UI") }
        }
        scopes.append(.type(TypeScope(name: name, inherited: [], isClass: false, known: KnownTypes())))
        return .visitChildren
    }

    override func visitPost(_ node: ProtocolDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = TypeScope.baseName(of: node.extendedType) ?? node.extendedType.trimmedDescription
        var scope = TypeScope(extending: name, inherited: TypeScope.inheritedNames(node.inheritanceClause), known: known)
        scope.membersArePrivate = node.modifiers.contains { Self.privateModifiers.contains($0.name.tokenKind) }
        scopes.append(.type(scope))
        return .visitChildren
    }

    /// The access modifiers that keep a declaration to its file.
    static let privateModifiers: [TokenKind] = [.keyword(.private), .keyword(.fileprivate)]

    /// A SwiftUI view's body (`some View`, `AnyView`): the file declares UI.
    override func visit(_ node: SomeOrAnyTypeSyntax) -> SyntaxVisitorContinueKind {
        if TypeScope.baseName(of: node.constraint) == "View" { declaresUIType = true }
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == "AnyView" { declaresUIType = true }
        return .visitChildren
    }

    /// A presenter that takes a UIKit view or controller to show things on is a UIKit helper.
    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        if Self.holdsUIKitObject(node.type) { markCurrentTypeAsUIKitHelper() }
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { scopes.removeLast() }

    /// A struct, enum or actor: a type scope, never a view controller.
    private func enterNominal(_ node: some DeclGroupSyntax & NamedDeclSyntax) -> SyntaxVisitorContinueKind {
        var scope = TypeScope(name: node.name.text, inherited: TypeScope.inheritedNames(node.inheritanceClause), isClass: false, known: known)
        scope.isTest = scope.isTest || Self.hasSuiteAttribute(node.attributes)
        enter(scope)
        return .visitChildren
    }

    private func enter(_ scope: TypeScope) {
        known.record(scope)
        if Self.presentationSuffixes.contains(where: scope.name.hasSuffix) {
            presentationTypes[scope.name] = scope.isUIKitSubclass
        }
        if scope.isUIType { declaresUIType = true }
        scopes.append(.type(scope))
    }

    /// The type declaration (or extension) the walk is in, if any.
    private var currentType: TypeScope? {
        for scope in scopes.reversed() {
            if case .type(let type) = scope { return type }
        }
        return nil
    }

    /// The method the walk is in: the outermost function inside the innermost type.
    private var currentMethod: String? {
        var method: String?
        for scope in scopes.reversed() {
            switch scope {
            case .function(let name, _): method = name
            case .type: return method
            }
        }
        return method
    }

    /// Marks the presentation type the walk is in as a UIKit helper.
    private func markCurrentTypeAsUIKitHelper() {
        guard let type = currentType, type.name.hasSuffix("Presenter"), presentationTypes[type.name] != nil else { return }
        presentationTypes[type.name] = true
    }

    // MARK: - Functions

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let accessModifiers: [TokenKind] = [.keyword(.private), .keyword(.fileprivate), .keyword(.internal), .keyword(.public), .keyword(.open), .keyword(.package)]
        let ownAccess = node.modifiers.first { accessModifiers.contains($0.name.tokenKind) }?.name.tokenKind
        var isPrivate = ownAccess.map { Self.privateModifiers.contains($0) } ?? false
        // A member of a `private extension` with no access modifier of its own is private too.
        if ownAccess == nil, case .type(let type)? = scopes.last, type.membersArePrivate { isPrivate = true }
        if isPrivate, case .type(let type)? = scopes.last { privateMethods.insert(type.name + "." + node.name.text) }
        scopes.append(.function(node.name.text, isPrivate: isPrivate))
        return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if case .type(let type)? = scopes.last, type.isRootView { checkRootViewInit(node, of: type.name) }
        scopes.append(.function("init", isPrivate: false))
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
        guard case .type(let type)? = scopes.last else { return .visitChildren }
        if node.bindings.contains(where: { $0.typeAnnotation.map { Self.holdsUIKitObject($0.type) } ?? false }) {
            markCurrentTypeAsUIKitHelper()
        }
        // Test fixtures (`var sut: LoginViewModel!` set up before each test) are no injection.
        guard node.bindingSpecifier.tokenKind == .keyword(.var), !type.isTest else { return .visitChildren }
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

    /// Whether a property of this type holds a UIKit view, controller or window.
    private static func holdsUIKitObject(_ type: TypeSyntax) -> Bool {
        var type = type
        if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { type = unwrapped.wrappedType }
        guard let name = TypeScope.baseName(of: type), name.hasPrefix("UI") else { return false }
        return ["View", "ViewController", "Controller", "Window"].contains(where: name.hasSuffix)
    }

    // MARK: - Calls: inline-alert-handler, input-registration-outside-view-did-load

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let callee = Self.calleeName(node.calledExpression) else { return .visitChildren }
        noteCall(node, callee: callee)
        // UIKit's `present(_:animated:)`, on any controller: a presenter that does it puts things on screen.
        if callee.name == "present", node.arguments.contains(where: { $0.label?.text == "animated" }) { markCurrentTypeAsUIKitHelper() }
        if !isInsideAlertClient { checkAlertHandler(node, callee: callee) }
        if configuration.inputRegistrationCalls.contains(callee.name) { checkInputRegistration(node, call: callee.name) }
        return .visitChildren
    }

    /// A reference to a method that is not a call's callee: the method may run from anywhere.
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if currentType?.isViewController == true, !calleeIDs.contains(node.id) {
            escapingReferences.insert(node.baseName.text)
        }
        return .visitChildren
    }

    /// Records who calls `callee` when it is a method of the type the walk is in (`setUp()`,
    /// `self.setUp()`).
    private func noteCall(_ node: FunctionCallExprSyntax, callee: Callee) {
        guard callee.base == nil || callee.base == "self", let type = currentType else { return }
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            calleeIDs.insert(reference.id)
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            calleeIDs.insert(member.declName.id)
        }
        callers[type.name + "." + callee.name, default: []].insert(type.name + "." + (currentMethod ?? ""))
    }

    private struct Callee {
        var name: String
        var base: String?
    }

    private static func calleeName(_ expression: ExprSyntax) -> Callee? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return Callee(name: reference.baseName.text) }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return Callee(name: member.declName.baseName.text, base: member.base.flatMap(receiverName))
        }
        return nil
    }

    /// The name of a call's receiver: `alert` in `alert.show()`, `self.alert?.show()` and
    /// `alert!.show()`.
    private static func receiverName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return receiverName(optional.expression) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return receiverName(forced.expression) }
        return nil
    }

    /// Whether `closure` does nothing (`{ _ in }`): no handler at all.
    private static func isEmpty(_ closure: ClosureExprSyntax?) -> Bool {
        closure?.statements.isEmpty ?? true
    }

    private var isInsideAlertClient: Bool {
        scopes.contains { if case .type(let type) = $0 { type.isAlertClient } else { false } }
    }

    private func checkAlertHandler(_ node: FunctionCallExprSyntax, callee: Callee) {
        if callee.name == "UIAlertAction" || (callee.name == "init" && callee.base == "UIAlertAction") {
            let handler = node.arguments.first { $0.label?.text == "handler" }?.expression
            let givesHandler = !Self.isEmpty(node.trailingClosure)
                || (handler.map { !$0.is(NilLiteralExprSyntax.self) && !($0.as(ClosureExprSyntax.self).map { Self.isEmpty($0) } ?? false) } ?? false)
            guard givesHandler else { return }
            report(
                .inlineAlertHandler, at: node.positionAfterSkippingLeadingTrivia,
                "UIAlertAction with an inline handler; show alerts through an alert client (AlertClient<Action>) and register the button handlers once, in viewDidLoad"
            )
            return
        }
        let lowercased = callee.name.lowercased()
        guard lowercased.hasPrefix("show") || lowercased.hasPrefix("present"),
              ["alert", "actionsheet", "alertcontroller"].contains(where: lowercased.hasSuffix),
              !Self.nonAlertReceivers.contains(where: { callee.base?.lowercased().contains($0) ?? false })
        else { return }
        let closureArgument = node.arguments.contains {
            $0.label?.text != "completion" && !($0.expression.as(ClosureExprSyntax.self).map { Self.isEmpty($0) } ?? true)
        }
        guard closureArgument || !Self.isEmpty(node.trailingClosure) else { return }
        report(
            .inlineAlertHandler, at: node.positionAfterSkippingLeadingTrivia,
            "alert shown with a handler closure ('\(callee.name)'); show it through an alert client and register the handlers once, in viewDidLoad"
        )
    }

    private func checkInputRegistration(_ node: FunctionCallExprSyntax, call: String) {
        // `register` registers an input when it hands over what runs on the event; a cell or a
        // supplementary view registered for reuse (`register(Cell.self, forCellReuseIdentifier:)`)
        // is no input.
        if call == "register", !Self.handsOverAHandler(node) { return }
        var privateMethod: String?
        for scope in scopes.reversed() {
            switch scope {
            case .function(let name, _) where Self.setupMethods.contains(name):
                return
            case .function(let name, let isPrivate):
                privateMethod = isPrivate ? name : nil
            case .type(let type):
                guard type.isViewController else { return }
                let finding = RawFinding(
                    rule: .inputRegistrationOutsideViewDidLoad, position: node.positionAfterSkippingLeadingTrivia,
                    message: "'\(call)' in view controller '\(type.name)' outside viewDidLoad; register inputs once, in viewDidLoad (or init)"
                )
                if let privateMethod {
                    pendingRegistrations.append((finding, type.name + "." + privateMethod))
                } else {
                    report(finding.rule, at: finding.position, finding.message)
                }
                return
            }
        }
    }

    /// Whether a call hands over what runs on an event: a closure, a `#selector`, or a
    /// `handler:`, `target:` or `action:` argument.
    private static func handsOverAHandler(_ node: FunctionCallExprSyntax) -> Bool {
        if node.trailingClosure != nil || !node.additionalTrailingClosures.isEmpty { return true }
        return node.arguments.contains { argument in
            argument.expression.is(ClosureExprSyntax.self)
                || ["handler", "target", "action"].contains(argument.label?.text ?? "")
                || argument.expression.as(MacroExpansionExprSyntax.self)?.macroName.text == "selector"
        }
    }

    /// After the walk: the registrations in `private` methods that only `viewDidLoad`, `init` or
    /// `loadView` call (directly or through other such methods) run once, at setup, and are not
    /// reported; the others are.
    override func visitPost(_ node: SourceFileSyntax) {
        var verdicts: [String: Bool] = [:]
        for pending in pendingRegistrations where !isCalledOnlyAtSetup(pending.method, verdicts: &verdicts, visiting: []) {
            report(pending.finding.rule, at: pending.finding.position, pending.finding.message)
        }
        pendingRegistrations.removeAll()
    }

    private func isCalledOnlyAtSetup(_ method: String, verdicts: inout [String: Bool], visiting: Set<String>) -> Bool {
        if let verdict = verdicts[method] { return verdict }
        let name = method.split(separator: ".").last.map(String.init) ?? method
        guard privateMethods.contains(method), !visiting.contains(method), !escapingReferences.contains(name),
              let methodCallers = callers[method], !methodCallers.isEmpty
        else { return false }
        let verdict = methodCallers.allSatisfy { caller in
            let callerName = caller.split(separator: ".").last.map(String.init) ?? ""
            return Self.setupMethods.contains(callerName) || isCalledOnlyAtSetup(caller, verdicts: &verdicts, visiting: visiting.union([method]))
        }
        verdicts[method] = verdict
        return verdict
    }
}
