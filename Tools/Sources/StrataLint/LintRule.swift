#if StrataTools
import SwiftSyntax

/// One rule of `strata lint`, in one file: its identifier, its default severity, what it asks for,
/// its options, and its check.
///
/// A rule does not walk the syntax tree itself: ``RuleDispatcher`` walks each file once for every
/// rule and calls the ``RuleCheck`` each rule made for the file. Every rule is listed once, in
/// ``LintRules/all``.
protocol LintRule: Sendable {
    /// The rule's identifier, declared next to it (`extension RuleID { static let … }`).
    var id: RuleID { get }
    /// The severity of its findings unless the configuration says otherwise.
    var defaultSeverity: Severity { get }
    /// What the rule asks for, in one sentence: the reports' rule description.
    var summary: String { get }
    /// The keys the rule takes in `.strata-lint.yml` besides `enabled` and `severity`.
    var options: [RuleOption] { get }

    /// The check of one file, called while the file's tree is walked; `nil` when the rule looks at
    /// no syntax (`unparseable-file`). Made only when the rule is on.
    func makeCheck(for file: LintedFile) -> (any RuleCheck)?
}

extension LintRule {
    var options: [RuleOption] { [] }
}

/// What one rule looks at in one file, while ``RuleDispatcher`` walks the file's tree once.
///
/// Implement only the methods of the syntax the rule cares about; the others do nothing. Each is
/// called when the walk reaches such a node, before it goes inside, with ``LintedFile/scopes``
/// still saying where the node is (the type or function a declaration opens is not entered yet).
/// Report findings with ``LintedFile/report(_:at:_:)``.
protocol RuleCheck: AnyObject {
    /// The methods below that the check implements: ``RuleDispatcher`` calls only those. Every
    /// method unless the check says otherwise.
    var hooks: RuleHooks { get }
    /// A class, struct, enum or actor declaration (not a protocol or an extension), and what it
    /// is as a scope.
    func enterType(_ scope: TypeScope, declaredBy node: DeclSyntax)
    /// A protocol declaration.
    func visit(_ node: ProtocolDeclSyntax)
    /// A function declaration; `isPrivate` when only this file can call it (`private`,
    /// `fileprivate`, or a member of a `private extension` with no access modifier of its own).
    func visit(_ node: FunctionDeclSyntax, isPrivate: Bool)
    /// An initialiser declaration.
    func visit(_ node: InitializerDeclSyntax)
    /// A `var` or `let` declaration.
    func visit(_ node: VariableDeclSyntax)
    /// A function parameter.
    func visit(_ node: FunctionParameterSyntax)
    /// A call whose callee has a name (`f()`, `a.b.f()`; not `makeF()()`).
    func visit(_ node: FunctionCallExprSyntax, callee: Callee)
    /// A reference to a name (`setUp` in `#selector(setUp)` or `setUp()`).
    func visit(_ node: DeclReferenceExprSyntax)
    /// A `some` or `any` type.
    func visit(_ node: SomeOrAnyTypeSyntax)
    /// A type named by an identifier (`AnyView`, `Int`).
    func visit(_ node: IdentifierTypeSyntax)
    /// The end of the file, after every node (``LintedFile/imports`` holds every import).
    func finishFile()
}

extension RuleCheck {
    var hooks: RuleHooks { .all }
    func enterType(_ scope: TypeScope, declaredBy node: DeclSyntax) {}
    func visit(_ node: ProtocolDeclSyntax) {}
    func visit(_ node: FunctionDeclSyntax, isPrivate: Bool) {}
    func visit(_ node: InitializerDeclSyntax) {}
    func visit(_ node: VariableDeclSyntax) {}
    func visit(_ node: FunctionParameterSyntax) {}
    func visit(_ node: FunctionCallExprSyntax, callee: Callee) {}
    func visit(_ node: DeclReferenceExprSyntax) {}
    func visit(_ node: SomeOrAnyTypeSyntax) {}
    func visit(_ node: IdentifierTypeSyntax) {}
    func finishFile() {}
}

/// The methods of a ``RuleCheck``, one option each: what a check says it implements, so that
/// ``RuleDispatcher`` calls each check only on the syntax it looks at.
struct RuleHooks: OptionSet {
    let rawValue: Int

    /// ``RuleCheck/enterType(_:declaredBy:)``.
    static let enterType = RuleHooks(rawValue: 1 << 0)
    /// `visit(_:)` of a `ProtocolDeclSyntax`.
    static let protocolDecl = RuleHooks(rawValue: 1 << 1)
    /// ``RuleCheck/visit(_:isPrivate:)``.
    static let functionDecl = RuleHooks(rawValue: 1 << 2)
    /// `visit(_:)` of an `InitializerDeclSyntax`.
    static let initializerDecl = RuleHooks(rawValue: 1 << 3)
    /// `visit(_:)` of a `VariableDeclSyntax`.
    static let variableDecl = RuleHooks(rawValue: 1 << 4)
    /// `visit(_:)` of a `FunctionParameterSyntax`.
    static let functionParameter = RuleHooks(rawValue: 1 << 5)
    /// ``RuleCheck/visit(_:callee:)``.
    static let functionCall = RuleHooks(rawValue: 1 << 6)
    /// `visit(_:)` of a `DeclReferenceExprSyntax`.
    static let declReference = RuleHooks(rawValue: 1 << 7)
    /// `visit(_:)` of a `SomeOrAnyTypeSyntax`.
    static let someOrAnyType = RuleHooks(rawValue: 1 << 8)
    /// `visit(_:)` of an `IdentifierTypeSyntax`.
    static let identifierType = RuleHooks(rawValue: 1 << 9)
    /// ``RuleCheck/finishFile()``.
    static let finishFile = RuleHooks(rawValue: 1 << 10)

    static let all: RuleHooks = [
        .enterType, .protocolDecl, .functionDecl, .initializerDecl, .variableDecl, .functionParameter,
        .functionCall, .declReference, .someOrAnyType, .identifierType, .finishFile,
    ]
}
#endif
