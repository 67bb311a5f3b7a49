import SwiftSyntax

extension RuleID {
    /// An input registration (`addTarget`, `register(`, `addObserver`) in a view controller
    /// outside `viewDidLoad` and its initialisers.
    public static let inputRegistrationOutsideViewDidLoad = RuleID("input-registration-outside-view-did-load")
}

/// `input-registration-outside-view-did-load`: `addTarget`, `register(` with a handler (not a
/// cell or view registered for reuse) or `addObserver` (the `calls` option,
/// ``LintConfiguration/inputRegistrationCalls``) in a view controller outside `viewDidLoad`,
/// `loadView`, its initialisers and the helpers only they call (in the file).
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
        /// Input registrations in methods, reported after the walk unless the method is called in
        /// the file, and every call of it comes from `viewDidLoad`, `init`, `loadView` or another
        /// such method.
        private var pendingRegistrations: [(finding: RawFinding, method: String)] = []
        /// The calls of methods of the type the walk was in (`setUp()`, `self.setUp()`): the type,
        /// the method called, the method the walk was in and the call itself (whether it is in a
        /// closure is asked only when a registration is pending).
        private var calls: [(type: String, callee: String, method: String?, node: FunctionCallExprSyntax)] = []
        /// The `private` and `fileprivate` methods, by `Type.method`: only this file can call them.
        private var privateMethods: Set<String> = []
        /// The references met in a view controller, and the ones among them that are the callee of
        /// a call: the others name a method that may run from anywhere (`#selector(setUp)`,
        /// `action: setUp`). Kept as they are met, and read only when a registration is pending.
        private var viewControllerReferences: [DeclReferenceExprSyntax] = []
        private var calleeIDs: [SyntaxIdentifier] = []

        /// The calls that register an input (the configuration's), read once for the file.
        private let registrationCalls: Set<String>

        init(file: LintedFile) {
            self.file = file
            registrationCalls = file.configuration.inputRegistrationCalls
        }

        func visit(_ node: FunctionDeclSyntax, isPrivate: Bool) {
            if isPrivate, let type = file.scopes.innermostType { privateMethods.insert(type.name + "." + node.name.text) }
        }

        func visit(_ node: FunctionCallExprSyntax, callee: Callee) {
            if callee.isOnAnotherReceiver { file.outsideCallNames.insert(callee.name) }
            noteCall(node, callee: callee)
            if registrationCalls.contains(callee.name) { checkInputRegistration(node, call: callee.name) }
        }

        /// A reference in a view controller; unless it is a call's callee, the method it names may
        /// run from anywhere.
        func visit(_ node: DeclReferenceExprSyntax) {
            if file.scopes.isInViewController { viewControllerReferences.append(node) }
        }

        /// The names referred to in view controllers otherwise than by a direct call: a call is
        /// visited before its callee, so every callee is in `calleeIDs` by the end of the walk.
        private func referencesOutsideCalls() -> Set<String> {
            let callees = Set(calleeIDs)
            return Set(viewControllerReferences.lazy.filter { !callees.contains($0.id) }.map(\.baseName.text))
        }

        /// Records who calls `callee` when it is a method of the type the walk is in (`setUp()`,
        /// `self.setUp()`).
        /// A call in a closure (a `sink`, a completion handler) may run at any time, however often:
        /// it is recorded as coming from no method, so it never counts as a call made at setup.
        private func noteCall(_ node: FunctionCallExprSyntax, callee: Callee) {
            // Only a view controller's methods are asked about (registrations and references).
            guard callee.base == nil || callee.base == "self", let type = file.scopes.currentType, type.isViewController else { return }
            if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
                calleeIDs.append(reference.id)
            } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
                calleeIDs.append(member.declName.id)
            }
            calls.append((type.name, callee.name, file.scopes.currentMethod, node))
        }

        /// Whether `node` is inside a closure within its function.
        private static func isInClosure(_ node: some SyntaxProtocol) -> Bool {
            var parent = node.parent
            while let current = parent {
                if current.is(ClosureExprSyntax.self) { return true }
                if current.is(FunctionDeclSyntax.self) || current.is(InitializerDeclSyntax.self) || current.is(AccessorDeclSyntax.self) { return false }
                parent = current.parent
            }
            return false
        }

        private func checkInputRegistration(_ node: FunctionCallExprSyntax, call: String) {
            // `register` registers an input when it hands over what runs on the event; a cell or a
            // supplementary view registered for reuse (`register(Cell.self, forCellReuseIdentifier:)`)
            // is no input.
            if call == "register", !InputRegistrationOutsideViewDidLoad.handsOverAHandler(node) { return }
            var method: String?
            for scope in file.scopes.scopes.reversed() {
                switch scope {
                case .function(let name, _) where InputRegistrationOutsideViewDidLoad.setupMethods.contains(name):
                    return
                case .function(let name, _):
                    method = name
                case .type(let type):
                    guard type.isViewController else { return }
                    let finding = RawFinding(
                        rule: .inputRegistrationOutsideViewDidLoad, position: node.positionAfterSkippingLeadingTrivia,
                        message: "'\(call)' in view controller '\(type.name)' outside viewDidLoad; register inputs once, in viewDidLoad (or init)"
                    )
                    if let method {
                        pendingRegistrations.append((finding, type.name + "." + method))
                    } else {
                        file.report(finding.rule, at: finding.position, finding.message)
                    }
                    return
                }
            }
        }

        /// After the walk: the registrations in methods that only `viewDidLoad`, `init` or
        /// `loadView` call (directly or through other such methods) run once, at setup, and are not
        /// reported; the others are. A method that is not `private` may also be called by other
        /// code (`emptyState.configure(…)`): its registrations are reported if a method of its name
        /// is called on another receiver anywhere in the files linted. A method never called in
        /// the file (an override, an action) is reported.
        func finishFile() {
            guard !pendingRegistrations.isEmpty else { return }
            var callers: [String: Set<String>] = [:]
            for call in calls {
                let caller = Self.isInClosure(call.node) ? "" : call.method ?? ""
                callers[call.type + "." + call.callee, default: []].insert(call.type + "." + caller)
            }
            let escapingReferences = referencesOutsideCalls()
            var verdicts: [String: SetupVerdict] = [:]
            for pending in pendingRegistrations {
                guard let openMethods = calledOnlyAtSetup(
                    pending.method, callers: callers, escapingReferences: escapingReferences, verdicts: &verdicts, visiting: []
                ) else {
                    file.report(pending.finding.rule, at: pending.finding.position, pending.finding.message)
                    continue
                }
                // Called only at setup here; but if other code can call one of the methods on the
                // way (one that is not private), the registration may run again.
                if !openMethods.isEmpty {
                    file.report(pending.finding.rule, at: pending.finding.position, pending.finding.message, onlyIfCalledOutside: openMethods)
                }
            }
            pendingRegistrations.removeAll()
        }

        /// Whether a method runs only at setup and, if so, the names of the methods on its way from
        /// setup that are not private (itself included).
        private enum SetupVerdict {
            case notOnlyAtSetup
            case onlyAtSetup(openMethods: Set<String>)
        }

        /// The names of the non-private methods between setup and `method` (itself included) when
        /// every call of `method` comes, directly or through other methods, from `viewDidLoad`,
        /// `init` or `loadView`; `nil` otherwise.
        /// - Parameters:
        ///   - callers: the callers of each method, by `Type.method`.
        ///   - escapingReferences: the names referred to otherwise than by a direct call.
        private func calledOnlyAtSetup(
            _ method: String, callers: [String: Set<String>], escapingReferences: Set<String>, verdicts: inout [String: SetupVerdict], visiting: Set<String>
        ) -> Set<String>? {
            if let verdict = verdicts[method] {
                if case let .onlyAtSetup(openMethods) = verdict { return openMethods }
                return nil
            }
            let name = method.split(separator: ".").last.map(String.init) ?? method
            guard !visiting.contains(method), !escapingReferences.contains(name),
                  let methodCallers = callers[method], !methodCallers.isEmpty
            else { return nil }
            var openMethods: Set<String> = privateMethods.contains(method) ? [] : [name]
            for caller in methodCallers {
                let callerName = caller.split(separator: ".").last.map(String.init) ?? ""
                if InputRegistrationOutsideViewDidLoad.setupMethods.contains(callerName) { continue }
                guard let callerOpen = calledOnlyAtSetup(
                    caller, callers: callers, escapingReferences: escapingReferences, verdicts: &verdicts, visiting: visiting.union([method])
                ) else {
                    verdicts[method] = .notOnlyAtSetup
                    return nil
                }
                openMethods.formUnion(callerOpen)
            }
            verdicts[method] = .onlyAtSetup(openMethods: openMethods)
            return openMethods
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
