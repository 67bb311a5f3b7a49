import SwiftSyntax

extension RuleID {
    /// An input registration (`addTarget`, `register(`, `addObserver`) in a view controller
    /// outside `viewDidLoad` and its initialisers.
    public static let inputRegistrationOutsideViewDidLoad = RuleID("input-registration-outside-view-did-load")
}

/// `input-registration-outside-view-did-load`: `addTarget`, `register(` with a handler (not a
/// cell or view registered for reuse) or `addObserver` (the `calls` option,
/// ``LintConfiguration/inputRegistrationCalls``) in a view controller outside `viewDidLoad`,
/// `loadView`, its initialisers and the `private` helpers only they call.
struct InputRegistrationOutsideViewDidLoad: LintRule {
    let id = RuleID.inputRegistrationOutsideViewDidLoad
    let defaultSeverity = Severity.warning
    let summary = "A view controller registers its inputs once, in viewDidLoad (or its initialiser)."
    let options = [
        RuleOption(key: "calls") { value, configuration throws(ConfigurationError) in
            configuration.inputRegistrationCalls = Set(try value.strings(what: "`calls`"))
        },
    ]

    /// The methods where a view controller registers its inputs.
    static let setupMethods: Set<String> = ["viewDidLoad", "init", "loadView"]

    func makeCheck(for file: LintedFile) -> (any RuleCheck)? { Check(file: file) }

    private final class Check: RuleCheck {
        let hooks: RuleHooks = [.functionDecl, .functionCall, .declReference, .finishFile]
        let file: LintedFile
        /// Input registrations in `private` methods, reported after the walk unless every call of
        /// the method comes from `viewDidLoad`, `init`, `loadView` or another such method.
        private var pendingRegistrations: [(finding: RawFinding, method: String)] = []
        /// The calls of methods of the type the walk was in (`setUp()`, `self.setUp()`): the type,
        /// the method called, and the method calling it. Read only when a registration is pending.
        private var calls: [(type: String, callee: String, caller: String)] = []
        /// Names referred to otherwise than by a direct call (`#selector(setUp)`, `action: setUp`):
        /// a method of that name may run from anywhere.
        private var escapingReferences: Set<String> = []
        /// The `private` and `fileprivate` methods, by `Type.method`: only this file can call them.
        private var privateMethods: Set<String> = []
        /// The `calledExpression` of every call seen, so that the reference inside is not taken
        /// for an escaping one.
        private var calleeIDs: Set<SyntaxIdentifier> = []

        init(file: LintedFile) { self.file = file }

        func visit(_ node: FunctionDeclSyntax, isPrivate: Bool) {
            if isPrivate, let type = file.scopes.innermostType { privateMethods.insert(type.name + "." + node.name.text) }
        }

        func visit(_ node: FunctionCallExprSyntax, callee: Callee) {
            noteCall(node, callee: callee)
            if file.configuration.inputRegistrationCalls.contains(callee.name) { checkInputRegistration(node, call: callee.name) }
        }

        /// A reference to a method that is not a call's callee: the method may run from anywhere.
        func visit(_ node: DeclReferenceExprSyntax) {
            if file.scopes.currentType?.isViewController == true, !calleeIDs.contains(node.id) {
                escapingReferences.insert(node.baseName.text)
            }
        }

        /// Records who calls `callee` when it is a method of the type the walk is in (`setUp()`,
        /// `self.setUp()`).
        private func noteCall(_ node: FunctionCallExprSyntax, callee: Callee) {
            guard callee.base == nil || callee.base == "self", let type = file.scopes.currentType else { return }
            // Only references inside a view controller are asked about (`visit(_:)` of a reference).
            if type.isViewController {
                if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
                    calleeIDs.insert(reference.id)
                } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
                    calleeIDs.insert(member.declName.id)
                }
            }
            calls.append((type.name, callee.name, file.scopes.currentMethod ?? ""))
        }

        private func checkInputRegistration(_ node: FunctionCallExprSyntax, call: String) {
            // `register` registers an input when it hands over what runs on the event; a cell or a
            // supplementary view registered for reuse (`register(Cell.self, forCellReuseIdentifier:)`)
            // is no input.
            if call == "register", !InputRegistrationOutsideViewDidLoad.handsOverAHandler(node) { return }
            var privateMethod: String?
            for scope in file.scopes.scopes.reversed() {
                switch scope {
                case .function(let name, _) where InputRegistrationOutsideViewDidLoad.setupMethods.contains(name):
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
                        file.report(finding.rule, at: finding.position, finding.message)
                    }
                    return
                }
            }
        }

        /// After the walk: the registrations in `private` methods that only `viewDidLoad`, `init`
        /// or `loadView` call (directly or through other such methods) run once, at setup, and are
        /// not reported; the others are.
        func finishFile() {
            guard !pendingRegistrations.isEmpty else { return }
            var callers: [String: Set<String>] = [:]
            for call in calls {
                callers[call.type + "." + call.callee, default: []].insert(call.type + "." + call.caller)
            }
            var verdicts: [String: Bool] = [:]
            for pending in pendingRegistrations where !isCalledOnlyAtSetup(pending.method, callers: callers, verdicts: &verdicts, visiting: []) {
                file.report(pending.finding.rule, at: pending.finding.position, pending.finding.message)
            }
            pendingRegistrations.removeAll()
        }

        /// - Parameter callers: the callers of each method, by `Type.method`.
        private func isCalledOnlyAtSetup(_ method: String, callers: [String: Set<String>], verdicts: inout [String: Bool], visiting: Set<String>) -> Bool {
            if let verdict = verdicts[method] { return verdict }
            let name = method.split(separator: ".").last.map(String.init) ?? method
            guard privateMethods.contains(method), !visiting.contains(method), !escapingReferences.contains(name),
                  let methodCallers = callers[method], !methodCallers.isEmpty
            else { return false }
            let verdict = methodCallers.allSatisfy { caller in
                let callerName = caller.split(separator: ".").last.map(String.init) ?? ""
                return InputRegistrationOutsideViewDidLoad.setupMethods.contains(callerName)
                    || isCalledOnlyAtSetup(caller, callers: callers, verdicts: &verdicts, visiting: visiting.union([method]))
            }
            verdicts[method] = verdict
            return verdict
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
}
