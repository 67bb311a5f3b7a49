#if StrataTools
import SwiftSyntax

extension RuleID {
    /// An input registration (`addTarget`, `register(`, `addObserver`) in a view controller
    /// outside its setup: `viewDidLoad`, `loadView`, `awakeFromNib`, its initialisers and what runs
    /// only from them.
    public static let inputRegistrationOutsideViewDidLoad = RuleID("input-registration-outside-view-did-load")
}

/// `input-registration-outside-view-did-load`: `addTarget`, `register(` with a handler (not a
/// cell or view registered for reuse) or `addObserver` (the `calls` option,
/// ``LintConfiguration/inputRegistrationCalls``) in a view controller outside its setup.
///
/// The articles' rule is that a view controller registers its inputs once, as it sets itself up.
/// Setup is `viewDidLoad`, `loadView`, `awakeFromNib` and the initialisers, and what runs only
/// from them:
/// - a helper that only setup code calls, in any file linted: an extension's method in
///   `WebViewController+URLLoading.swift` that `viewDidLoad` calls, or a base class's method that
///   subclasses call from their `viewDidLoad`. Called later too (from `viewWillAppear`, a closure,
///   a `#selector`, or on another receiver), it is reported; called by no file, it is reported.
/// - a `lazy var`'s initialiser, when setup code touches the property: it runs once, at its first
///   touch, which is then setup. A `lazy var` that only later code touches (a cell's
///   configuration, a handler) registers at a moment setup does not decide: it is reported.
/// - an `@IBOutlet`'s `didSet` or `willSet`: it runs once, when the nib connects the outlet,
///   before `viewDidLoad`. If the file assigns the outlet itself, the observer runs again: it is
///   reported. Any other property's observer runs on every assignment: it is reported.
struct InputRegistrationOutsideViewDidLoad: LintRule {
    let id = RuleID.inputRegistrationOutsideViewDidLoad
    let defaultSeverity = Severity.warning
    let summary = "A view controller registers its inputs once, at setup: in viewDidLoad, its initialiser, or what only they run."
    let options = [
        RuleOption(key: "calls") { value, configuration throws(ConfigurationError) in
            configuration.inputRegistrationCalls = Set(try value.strings(what: "`calls`"))
        },
    ]

    /// The methods where a view controller registers its inputs: each runs once, as the view
    /// controller is made or its view loaded (`awakeFromNib` when a storyboard makes it).
    static let setupMethods: Set<String> = ["viewDidLoad", "init", "loadView", "awakeFromNib"]

    func makeCheck(for file: LintedFile) -> (any RuleCheck)? { Check(file: file) }

    private final class Check: RuleCheck {
        let hooks: RuleHooks = [.enterType, .functionDecl, .functionCall, .declReference, .finishFile]
        let file: LintedFile
        /// Input registrations outside setup methods, reported after the walk unless what they are
        /// in (a method, a `lazy var`'s initialiser, an `@IBOutlet`'s observer) runs only at setup.
        private var pendingRegistrations: [(finding: RawFinding, place: MethodKey)] = []
        /// The calls of methods of the type the walk was in (`setUp()`, `self.setUp()`): the type,
        /// the method called, the method the walk was in and the call itself (whether it is in a
        /// closure is asked only after the walk).
        private var calls: [(type: String, callee: String, method: String?, node: FunctionCallExprSyntax)] = []
        /// The methods the file declares in view controllers, by type, and the `private` and
        /// `fileprivate` ones (only this file can call them).
        private var declaredMethods: [String: Set<String>] = [:]
        private var declaredNames: Set<String> = []
        private var privateMethods: Set<MethodKey> = []
        /// The superclass of each view controller class the file declares.
        private var superclasses: [String: String] = [:]
        /// The properties whose initialiser or observer code runs in (a `lazy var`, an `@IBOutlet`
        /// with `didSet`), met as a registration or a call's place.
        private var properties: [MethodKey: CodePlace.Kind] = [:]
        /// The references met in a view controller, and the ones among them that are the callee of
        /// a call: the others name a method that may run from anywhere (`#selector(setUp)`,
        /// `action: setUp`). Kept as they are met, and read only after the walk.
        private var viewControllerReferences: [DeclReferenceExprSyntax] = []
        private var calleeIDs: [SyntaxIdentifier] = []

        /// The calls that register an input (the configuration's), read once for the file.
        private let registrationCalls: Set<String>

        init(file: LintedFile) {
            self.file = file
            registrationCalls = file.configuration.inputRegistrationCalls
        }

        /// A view controller class: its superclass, so that a subclass's `viewDidLoad` calling an
        /// inherited helper counts as a call of that helper.
        func enterType(_ scope: TypeScope, declaredBy node: DeclSyntax) {
            guard scope.isViewController, let superclass = TypeScope.inheritedNames(node.as(ClassDeclSyntax.self)?.inheritanceClause).first else { return }
            superclasses[scope.name] = superclass
            file.setupCallFacts.addSuperclass(superclass, of: scope.name)
        }

        func visit(_ node: FunctionDeclSyntax, isPrivate: Bool) {
            guard let type = file.scopes.innermostType, type.isViewController else { return }
            let name = node.name.text
            declaredMethods[type.name, default: []].insert(name)
            declaredNames.insert(name)
            if isPrivate { privateMethods.insert(MethodKey(type: type.name, name: name)) }
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
                        pendingRegistrations.append((finding, MethodKey(type: type.name, name: method)))
                    } else if let place = CodePlace(of: node), place.kind != .method, !place.isInClosure {
                        // A `lazy var`'s initialiser or an `@IBOutlet`'s observer: judged after the walk.
                        let key = MethodKey(type: type.name, name: place.name, isProperty: true)
                        properties[key] = place.kind
                        pendingRegistrations.append((finding, key))
                    } else {
                        file.report(finding.rule, at: finding.position, finding.message)
                    }
                    return
                }
            }
        }

        /// After the walk: the registrations in methods that only `viewDidLoad`, `init` or
        /// `loadView` call (directly or through other such methods, a subclass's included) run
        /// once, at setup, and are not reported; the others are. A method that is not `private`
        /// may also be called by other code (`emptyState.configure(…)`): its registrations are
        /// reported if a method of its name is called on another receiver anywhere in the files
        /// linted. A method this file never calls waits on the other files: it is reported unless
        /// one of them calls it at setup (an extension's helper that `viewDidLoad` calls, a base
        /// class's helper that a subclass's `viewDidLoad` calls). A `lazy var` runs its initialiser
        /// once: it is setup when code that runs at setup touches it. An `@IBOutlet`'s `didSet`
        /// runs when the nib connects the outlet, before `viewDidLoad`: it is setup unless the
        /// file assigns the outlet itself.
        ///
        /// Every view controller file also tells the others which methods it calls at setup without
        /// declaring them (``SetupCallFacts``), and which it calls later.
        func finishFile() {
            guard !calls.isEmpty || !pendingRegistrations.isEmpty || !viewControllerReferences.isEmpty else { return }
            var graph = CallGraph(check: self)
            shareCallsOfOtherFilesMethods(&graph)
            for pending in pendingRegistrations {
                guard case let .onlyAtSetup(openMethods, waitingOn) = graph.verdict(pending.place) else {
                    file.report(pending.finding.rule, at: pending.finding.position, pending.finding.message)
                    continue
                }
                // Called only at setup here; but if other code can call one of the methods on the
                // way (one that is not private), or this file never calls one, the registration may
                // run again, or never at setup.
                if !openMethods.isEmpty || !waitingOn.isEmpty {
                    file.report(
                        pending.finding.rule, at: pending.finding.position, pending.finding.message,
                        onlyIfCalledOutside: openMethods, needsSetupCallers: Set(waitingOn.map(\.description))
                    )
                }
            }
            pendingRegistrations.removeAll()
        }

        /// Tells the other files about the calls of methods this file does not declare: made at
        /// setup, they go into ``LintedFile/setupCallFacts``; made later, their names into
        /// ``LintedFile/outsideCallNames``. And the names referred to otherwise than by a call
        /// that this file declares no method of.
        private func shareCallsOfOtherFilesMethods(_ graph: inout CallGraph) {
            for call in calls where graph.declaringType(of: call.callee, from: call.type) == nil {
                guard let caller = graph.caller(of: call) else {
                    file.outsideCallNames.insert(call.callee)
                    continue
                }
                if case let .onlyAtSetup(openMethods, waitingOn) = graph.verdict(caller), waitingOn.isEmpty {
                    file.setupCallFacts.addSetupCall(of: call.callee, on: call.type, openMethods: openMethods)
                } else {
                    file.outsideCallNames.insert(call.callee)
                }
            }
            for name in graph.escapingReferences where !declaredNames.contains(name) {
                file.setupCallFacts.addEscapingName(name)
            }
        }

        /// Whether code runs only at setup: if so, the names of the methods on its way from setup
        /// that are not private (itself included), and the methods on the way that this file never
        /// calls (their callers are in other files).
        fileprivate enum SetupVerdict {
            case notOnlyAtSetup
            case onlyAtSetup(openMethods: Set<String>, waitingOn: Set<MethodKey>)
        }

        /// The file's calls between its view controllers' methods, read after the walk, with each
        /// method's verdict kept as it is found.
        fileprivate struct CallGraph {
            let check: Check
            /// The calls of each method (by the type that declares it), as indexes in `check.calls`.
            private var callSites: [MethodKey: [Int]] = [:]
            let escapingReferences: Set<String>
            private var verdicts: [MethodKey: SetupVerdict] = [:]
            private var visiting: Set<MethodKey> = []

            init(check: Check) {
                self.check = check
                escapingReferences = check.referencesOutsideCalls()
                for (index, call) in check.calls.enumerated() {
                    if let type = declaringType(of: call.callee, from: call.type) {
                        callSites[MethodKey(type: type, name: call.callee), default: []].append(index)
                    }
                }
            }

            /// The type of this file that declares the method `name` that code in `type` calls:
            /// `type` itself or its nearest superclass declared in this file that does; `nil`
            /// when none does (the method is declared in another file, or by UIKit).
            func declaringType(of name: String, from type: String) -> String? {
                var current: String? = type
                var steps = 0
                while let candidate = current, steps < 64 {
                    if check.declaredMethods[candidate]?.contains(name) ?? false { return candidate }
                    current = check.superclasses[candidate]
                    steps += 1
                }
                return nil
            }

            /// What a call is made from: its method, or the `lazy var` or `@IBOutlet` whose code it
            /// is in; `nil` when it is in a closure (which may run at any time) or elsewhere.
            func caller(of call: (type: String, callee: String, method: String?, node: FunctionCallExprSyntax)) -> MethodKey? {
                if let method = call.method {
                    return Check.isInClosure(call.node) ? nil : MethodKey(type: call.type, name: method)
                }
                guard let place = CodePlace(of: call.node), !place.isInClosure else { return nil }
                let key = MethodKey(type: call.type, name: place.name, isProperty: place.kind != .method)
                if key.isProperty { check.properties[key] = place.kind }
                return key
            }

            /// Whether the code of `place` runs only at setup (see ``SetupVerdict``).
            mutating func verdict(_ place: MethodKey) -> SetupVerdict {
                if !place.isProperty, InputRegistrationOutsideViewDidLoad.setupMethods.contains(place.name) {
                    return .onlyAtSetup(openMethods: [], waitingOn: [])
                }
                if let verdict = verdicts[place] { return verdict }
                guard !visiting.contains(place) else { return .notOnlyAtSetup }
                visiting.insert(place)
                defer { visiting.remove(place) }
                let verdict: SetupVerdict
                switch check.properties[place] {
                case .lazyInitializer?:
                    verdict = isTouchedAtSetup(place) ? .onlyAtSetup(openMethods: [], waitingOn: []) : .notOnlyAtSetup
                case .outletObserver?:
                    verdict = isAssigned(place.name) ? .notOnlyAtSetup : .onlyAtSetup(openMethods: [], waitingOn: [])
                case .method?, nil:
                    verdict = methodVerdict(place)
                }
                verdicts[place] = verdict
                return verdict
            }

            /// A method runs only at setup when every call of it in the file comes from code that
            /// does; one the file never calls waits on the other files, unless it is private.
            private mutating func methodVerdict(_ method: MethodKey) -> SetupVerdict {
                guard !escapingReferences.contains(method.name) else { return .notOnlyAtSetup }
                let isPrivate = check.privateMethods.contains(method)
                guard let sites = callSites[method], !sites.isEmpty else {
                    return isPrivate ? .notOnlyAtSetup : .onlyAtSetup(openMethods: [method.name], waitingOn: [method])
                }
                var openMethods: Set<String> = isPrivate ? [] : [method.name]
                var waitingOn: Set<MethodKey> = []
                for site in sites {
                    guard let caller = caller(of: check.calls[site]),
                          case let .onlyAtSetup(callerOpen, callerWaiting) = verdict(caller)
                    else { return .notOnlyAtSetup }
                    openMethods.formUnion(callerOpen)
                    waitingOn.formUnion(callerWaiting)
                }
                return .onlyAtSetup(openMethods: openMethods, waitingOn: waitingOn)
            }

            /// Whether code that runs at setup in this file (a setup method, or code that runs only
            /// at setup and waits on no other file) touches the `lazy var`, in its type or a
            /// subclass, outside a closure: its initialiser then runs at setup, and only then.
            private mutating func isTouchedAtSetup(_ property: MethodKey) -> Bool {
                for reference in check.viewControllerReferences where reference.baseName.text == property.name {
                    guard let place = CodePlace(of: reference), !place.isInClosure, isSameOrSubclass(place.type, of: property.type) else { continue }
                    let key = MethodKey(type: place.type, name: place.name, isProperty: place.kind != .method)
                    if key.isProperty { check.properties[key] = place.kind }
                    if case let .onlyAtSetup(_, waitingOn) = verdict(key), waitingOn.isEmpty { return true }
                }
                return false
            }

            /// Whether the file assigns the outlet `name` (`name = …`, `self.name = …`): its
            /// observer then runs again.
            private func isAssigned(_ name: String) -> Bool {
                check.viewControllerReferences.contains { $0.baseName.text == name && CodePlace.isAssignmentTarget($0) }
            }

            private func isSameOrSubclass(_ type: String, of ancestor: String) -> Bool {
                var current: String? = type
                var steps = 0
                while let name = current, steps < 64 {
                    if name == ancestor { return true }
                    current = check.superclasses[name]
                    steps += 1
                }
                return false
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
}
#endif
