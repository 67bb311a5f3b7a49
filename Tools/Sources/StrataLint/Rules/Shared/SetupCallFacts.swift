#if StrataTools
/// What one file tells the others about view controllers' methods that it calls but does not
/// declare (an extension's helper in `WebViewController+URLLoading.swift` that `viewDidLoad` calls
/// in `WebViewController.swift`; a base class's helper that a subclass's `viewDidLoad` calls), so
/// that `input-registration-outside-view-did-load` can follow a registration to `viewDidLoad`
/// across files and subclasses.
///
/// Each file gathers its facts as it is linted; the linter merges every file's facts
/// (``merge(_:)``) and then judges the findings that wait on them
/// (``RawFinding/needsSetupCallers``). A call that the file makes later than setup (from another
/// method, or from a closure) is not kept here: its method's name goes into
/// ``LintedFile/outsideCallNames``, as a call on another receiver does.
struct SetupCallFacts: Sendable {
    /// The calls made at setup (from `viewDidLoad`, `loadView`, an initialiser, or a helper only
    /// they call in that file) of methods the calling file does not declare, by the method's name:
    /// the view controller they are made on (`self`'s type), and the methods on the way from setup
    /// that other code could call too.
    private(set) var setupCalls: [String: [SetupCall]] = [:]
    /// The names the files' view controllers refer to otherwise than by a call
    /// (`#selector(observe)`, `action: observe`), among the methods those files do not declare: a
    /// method of such a name may run at any time.
    private(set) var escapingNames: Set<String> = []
    /// Each view controller class's superclass, by name.
    private(set) var superclasses: [String: String] = [:]

    /// One call made at setup.
    struct SetupCall: Sendable {
        /// The view controller the call is made on: the calling code's type.
        var type: String
        /// The methods between setup and the call that code elsewhere could call again.
        var openMethods: Set<String>
    }

    /// Whether the facts hold nothing.
    var isEmpty: Bool { setupCalls.isEmpty && escapingNames.isEmpty && superclasses.isEmpty }

    mutating func addSetupCall(of method: String, on type: String, openMethods: Set<String>) {
        setupCalls[method, default: []].append(SetupCall(type: type, openMethods: openMethods))
    }

    mutating func addEscapingName(_ name: String) { escapingNames.insert(name) }

    mutating func addSuperclass(_ superclass: String, of type: String) { superclasses[type] = superclass }

    /// Adds another file's facts.
    mutating func merge(_ other: SetupCallFacts) {
        for (method, calls) in other.setupCalls { setupCalls[method, default: []] += calls }
        escapingNames.formUnion(other.escapingNames)
        superclasses.merge(other.superclasses) { mine, _ in mine }
    }

    /// When every method of `methods` (each `Type.method`) is called by some file at setup, on its
    /// type or a subclass, and referred to nowhere otherwise than by a call: the methods on the
    /// ways from setup that other code could call again. `nil` when one of them is not.
    func openMethodsIfCalledAtSetup(_ methods: Set<String>) -> Set<String>? {
        var open: Set<String> = []
        for method in methods {
            guard let dot = method.lastIndex(of: ".") else { return nil }
            let type = String(method[..<dot]), name = String(method[method.index(after: dot)...])
            guard !escapingNames.contains(name) else { return nil }
            let calls = (setupCalls[name] ?? []).filter { isSameOrSubclass($0.type, of: type) }
            guard !calls.isEmpty else { return nil }
            for call in calls { open.formUnion(call.openMethods) }
        }
        return open
    }

    /// Whether `type` is `ancestor` or inherits from it (as far as the files linted tell).
    private func isSameOrSubclass(_ type: String, of ancestor: String) -> Bool {
        var current: String? = type
        var steps = 0
        while let name = current, steps < 64 {
            if name == ancestor { return true }
            current = superclasses[name]
            steps += 1
        }
        return false
    }
}
#endif
