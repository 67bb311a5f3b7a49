#if StrataTools
import SwiftSyntax

extension RuleID {
    /// A view controller that builds another screen and pushes or presents it itself.
    public static let screenTransitionInViewController = RuleID("screen-transition-in-view-controller")
}

/// `screen-transition-in-view-controller`: a view controller — a type named `…ViewController`, or a
/// class whose superclass is one — that builds a screen and moves to it itself:
/// `pushViewController(_:animated:)`, `present(_:animated:…)`, `show(_:sender:)`,
/// `showDetailViewController(_:sender:)` or a transitioner's `push(_:animated:)`, on any receiver
/// (`navigationController?.…` too), whose screen is built right there — a constructor call
/// (`DetailViewController(…)`, `Foo<Bar>(…)`, `Foo.init(…)`), a factory (a static call on a type,
/// or a call named `make…`, `build…`, `create…`, `instantiate…` or `…ViewController…`), or a local
/// constant bound to one of those earlier in the same function (`let`, `var`, `if let`, `guard let`).
/// A navigation or hosting controller made around another screen (`rootViewController:`,
/// `rootView:`) is built there when that screen is.
///
/// Not reported: routers, coordinators and navigators (types named `…Router`, `…Coordinator`,
/// `…Navigator` or `…Wireframe`, or adopting a protocol named so or `…Routing`), whose job this is;
/// subclasses of navigation and tab bar controllers, and extensions of UIKit's own classes (see
/// ``isScreen(_:)``); a screen the view controller was given (a parameter, a property, a navigation
/// controller around either); and what is no screen of the
/// app: alerts (`UIAlertController`, a `…AlertController`, a factory named for an alert or an action
/// sheet: the alert client's business), a loading or progress overlay (`InProgressViewController`,
/// a HUD: shown while work goes on, not a place the user goes to), the share sheet and the system's
/// pickers and composers (``systemControllers``), which the app neither builds nor injects anything
/// into.
struct ScreenTransitionInViewController: LintRule {
    let id = RuleID.screenTransitionInViewController
    let defaultSeverity = Severity.warning
    let summary = "A view controller never builds the next screen and moves to it itself: a router or a coordinator does."

    /// UIKit's and the system frameworks' controllers that a view controller may present itself:
    /// the share sheet, the pickers and the composers. They are the system's screens, not the app's:
    /// nothing of the app is built into them, and the user comes back from them with a choice.
    /// A web page (`SFSafariViewController`), a player or a preview is a screen of the app's
    /// content, and goes through a router like any other.
    static let systemControllers: Set<String> = [
        "UIActivityViewController", "UIImagePickerController", "PHPickerViewController", "UIDocumentPickerViewController",
        "UIColorPickerViewController", "UIFontPickerViewController", "CNContactPickerViewController",
        "MFMailComposeViewController", "MFMessageComposeViewController", "UICloudSharingController", "EKEventEditViewController",
        "INUIAddVoiceShortcutViewController", "INUIEditVoiceShortcutViewController", "SKStoreProductViewController",
    ]
    /// UIKit's view controller classes, whose extensions are helpers of every screen.
    static let uiKitControllers: Set<String> = ["UIViewController", "UINavigationController", "UITabBarController", "UISplitViewController"]
    /// Words of a factory's name (lowercased) that say it makes an alert or a share sheet.
    static let nonScreenFactoryWords = ["alert", "actionsheet", "sharesheet", "activityviewcontroller", "activitycontroller"]
    /// Words of a name (lowercased) that say it is shown over a screen while work goes on, as a
    /// spinner is: no place the user goes to.
    static let overlayWords = ["progress", "loading", "spinner", "hud"]
    /// Name beginnings of a call that makes something.
    static let factoryPrefixes = ["make", "build", "create", "instantiate"]
    /// How many local constants a screen is followed through (`let a = B(); let c = a`).
    static let maxBindingHops = 4

    func makeCheck(for file: LintedFile) -> (any RuleCheck)? { Check(file: file) }

    private final class Check: RuleCheck {
        let hooks: RuleHooks = [.functionCall]
        let file: LintedFile

        init(file: LintedFile) { self.file = file }

        func visit(_ node: FunctionCallExprSyntax, callee: Callee) {
            guard let secondLabel = ScreenTransitionInViewController.transitions[callee.name],
                  node.arguments.count >= 2,
                  let first = node.arguments.first, first.label == nil,
                  node.arguments[node.arguments.index(after: node.arguments.startIndex)].label?.text == secondLabel,
                  let type = file.scopes.currentType, ScreenTransitionInViewController.isScreen(type),
                  !file.scopes.isInsideType(where: \.isNavigator),
                  let built = ScreenTransitionInViewController.builtScreen(first.expression, hops: 0),
                  !ScreenTransitionInViewController.isNoScreen(built)
            else { return }
            file.report(
                .screenTransitionInViewController, at: node.positionAfterSkippingLeadingTrivia,
                "'\(callee.name)' of a screen this view controller builds (\(built.name)); let a router or a coordinator build the next screen and move to it"
            )
        }
    }

    /// Whether `type` is a screen's view controller: named `…ViewController`, or a subclass of one.
    /// A navigation or tab bar controller's subclass is a container, whose job is to move between
    /// screens; an extension of UIKit's own class is a helper every screen shares, as a transitioner
    /// is. Neither is a screen.
    static func isScreen(_ type: TypeScope) -> Bool {
        guard !uiKitControllers.contains(type.name) else { return false }
        if type.name.hasSuffix("ViewController") { return true }
        let isContainer = type.superclass.map(uiKitControllers.contains) ?? false
            || ["NavigationController", "TabBarController"].contains(where: type.name.hasSuffix)
        return type.isViewController && !isContainer
    }

    /// The calls that move to a screen, and the label of their second argument.
    static let transitions: [String: String] = [
        "pushViewController": "animated", "push": "animated", "present": "animated",
        "show": "sender", "showDetailViewController": "sender",
    ]

    /// What built a screen: a type's constructor or a factory, by name.
    struct BuiltScreen {
        var name: String
        var isConstructor: Bool
    }

    /// Whether `built` is an alert, a loading or progress overlay, the share sheet or a system
    /// picker or composer.
    static func isNoScreen(_ built: BuiltScreen) -> Bool {
        let lowercased = built.name.lowercased()
        if overlayWords.contains(where: lowercased.contains) { return true }
        if built.isConstructor {
            return built.name.hasSuffix("AlertController") || systemControllers.contains(built.name)
        }
        return nonScreenFactoryWords.contains(where: lowercased.contains)
    }

    /// The constructor or factory that built the screen `expression` names, if it was built there
    /// or bound to a local constant earlier in the function; `nil` for anything given from outside.
    static func builtScreen(_ expression: ExprSyntax, hops: Int) -> BuiltScreen? {
        let expression = unwrapped(expression)
        if let (cast, type) = castParts(expression) {
            // `… as! DetailViewController`: the cast names the screen when what it casts was built.
            guard let built = builtScreen(cast, hops: hops) else { return nil }
            return TypeScope.baseName(of: type).map { BuiltScreen(name: $0, isConstructor: true) } ?? built
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            guard let built = builtBy(call) else { return nil }
            // A navigation or hosting controller made around a screen is built here when the
            // screen is: `UINavigationController(rootViewController: screen)` only wraps one given.
            guard isContainer(built), let wrapped = call.arguments.first,
                  !built.isConstructor || ["rootViewController", "rootView"].contains(wrapped.label?.text)
            else { return built }
            return builtScreen(wrapped.expression, hops: hops)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self), hops < maxBindingHops,
           let binding = localValue(named: reference.baseName.text, before: Syntax(reference)),
           let built = builtScreen(binding.value, hops: hops + 1) {
            // `let screen: DetailViewController = .init()`: the annotation names the screen.
            return binding.type.flatMap(TypeScope.baseName).map { BuiltScreen(name: $0, isConstructor: true) } ?? built
        }
        return nil
    }

    /// Whether `built` is a navigation or hosting controller, which is made around another screen
    /// (or a SwiftUI view) when it is given one: `UINavigationController(rootViewController:)`,
    /// `UIHostingController(rootView:)`, a factory named `…NavController(for:)`. A hosting
    /// controller of the app's made from a view model (`DetailsHostingController(viewModel:)`) is
    /// a screen itself.
    private static func isContainer(_ built: BuiltScreen) -> Bool {
        let lowercased = built.name.lowercased()
        return ["navigationcontroller", "navcontroller", "hostingcontroller"].contains(where: lowercased.hasSuffix)
    }

    /// What `expression` casts and the type it casts to, when it is `x as! T` or `x as? T` (the
    /// parser leaves operators unfolded: a sequence of the value, `as` and the type).
    private static func castParts(_ expression: ExprSyntax) -> (ExprSyntax, TypeSyntax)? {
        if let cast = expression.as(AsExprSyntax.self) { return (cast.expression, cast.type) }
        guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
        let elements = Array(sequence.elements)
        guard elements[1].is(UnresolvedAsExprSyntax.self), let type = elements[2].as(TypeExprSyntax.self)?.type else { return nil }
        return (elements[0], type)
    }

    /// `try`, `await`, `!`, `?` and parentheses around what is built.
    private static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
        var expression = expression
        while true {
            if let inner = expression.as(TryExprSyntax.self)?.expression
                ?? expression.as(AwaitExprSyntax.self)?.expression
                ?? expression.as(ForceUnwrapExprSyntax.self)?.expression
                ?? expression.as(OptionalChainingExprSyntax.self)?.expression {
                expression = inner
            } else if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
                expression = only.expression
            } else {
                return expression
            }
        }
    }

    /// What `call` builds, when it is a constructor or a factory.
    private static func builtBy(_ call: FunctionCallExprSyntax) -> BuiltScreen? {
        var called = call.calledExpression
        if let generic = called.as(GenericSpecializationExprSyntax.self) { called = generic.expression }
        if let reference = called.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if startsUppercase(name) { return BuiltScreen(name: name, isConstructor: true) }
            return isFactoryName(name) ? BuiltScreen(name: name, isConstructor: false) : nil
        }
        guard let member = called.as(MemberAccessExprSyntax.self) else { return nil }
        let method = member.declName.baseName.text
        var base = member.base.map(unwrapped)
        if let generic = base?.as(GenericSpecializationExprSyntax.self) { base = generic.expression }
        if let typeName = base?.as(DeclReferenceExprSyntax.self)?.baseName.text, startsUppercase(typeName), typeName != "Self" || method == "init" {
            // `DetailViewController.init(…)` builds one; `DetailViewController.instantiate()` is a
            // static factory, whatever its name.
            return method == "init" ? BuiltScreen(name: typeName, isConstructor: true) : BuiltScreen(name: "\(typeName).\(method)", isConstructor: false)
        }
        // `.init(…)`, named by the annotation of the constant it is bound to.
        if base == nil, method == "init" { return BuiltScreen(name: "init", isConstructor: true) }
        return isFactoryName(method) ? BuiltScreen(name: method, isConstructor: false) : nil
    }

    /// A function whose name says it makes something, or makes a view controller.
    private static func isFactoryName(_ name: String) -> Bool {
        factoryPrefixes.contains { prefix in
            name.hasPrefix(prefix) && (name.count == prefix.count || name.dropFirst(prefix.count).first.map { $0.isUppercase || $0 == "_" } ?? false)
        } || name.lowercased().contains("viewcontroller")
    }

    private static func startsUppercase(_ name: String) -> Bool {
        name.first?.isUppercase ?? false
    }

    /// A local constant's or variable's value, and its type annotation if it has one.
    typealias Binding = (value: ExprSyntax, type: TypeSyntax?)

    /// The value of the local constant or variable `name` declared before `use` in the function
    /// around it (`let`, `var`, `if let`, `guard let`, `while let`), the nearest declaration first.
    private static func localValue(named name: String, before use: Syntax) -> Binding? {
        var current = use
        while let parent = current.parent {
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) || parent.is(AccessorDeclSyntax.self)
                || parent.is(MemberBlockItemSyntax.self) || parent.is(SourceFileSyntax.self) {
                return nil
            }
            if let items = parent.as(CodeBlockItemListSyntax.self) {
                for item in items.reversed() where item.endPosition <= current.position {
                    if let value = value(of: name, declaredBy: item.item) { return value }
                }
            } else if let conditions = parent.as(ConditionElementListSyntax.self) {
                for condition in conditions.reversed() where condition.endPosition <= current.position {
                    if let value = value(of: name, in: condition) { return value }
                }
            } else if let conditions = conditionsAround(parent), !conditions.range.contains(current.position) {
                for condition in conditions.reversed() {
                    if let value = value(of: name, in: condition) { return value }
                }
            }
            current = parent
        }
        return nil
    }

    /// The conditions of an `if` or `while` whose body a use is in.
    private static func conditionsAround(_ node: Syntax) -> ConditionElementListSyntax? {
        node.as(IfExprSyntax.self)?.conditions ?? node.as(WhileStmtSyntax.self)?.conditions
    }

    /// The value `item` gives `name`: a `let` or `var` of that name, or a `guard let`.
    private static func value(of name: String, declaredBy item: CodeBlockItemSyntax.Item) -> Binding? {
        if let declaration = item.as(VariableDeclSyntax.self) {
            for binding in declaration.bindings.reversed() where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                return binding.initializer.map { ($0.value, binding.typeAnnotation?.type) }
            }
        } else if let guardStatement = item.as(GuardStmtSyntax.self) {
            for condition in guardStatement.conditions.reversed() {
                if let value = value(of: name, in: condition) { return value }
            }
        }
        return nil
    }

    /// The value an `if let`/`guard let` condition gives `name`.
    private static func value(of name: String, in condition: ConditionElementSyntax) -> Binding? {
        guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
              binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
        else { return nil }
        // `if let screen {` reads a variable of the same name further out: not built here.
        return binding.initializer.map { ($0.value, binding.typeAnnotation?.type) }
    }
}
#endif
