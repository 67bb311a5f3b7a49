#if StrataTools
import SwiftSyntax

/// What the linter knows about the type declaration (or extension) it is inside.
struct TypeScope {
    var name: String
    var isViewController = false
    var isRootView = false
    var isAlertClient = false
    /// A test case or suite (an `XCTestCase` subclass, a `@Suite`, a class named `…Tests`).
    var isTest = false
    /// A class whose superclass is UIKit's (`UIView…`, `UIPresentationController`…).
    var isUIKitSubclass = false
    /// A view, view controller, cell or view modifier: what a file of presentation logic never
    /// declares.
    var isUIType = false
    /// A `private` or `fileprivate` extension: its members are private unless they say otherwise.
    var membersArePrivate = false
    /// A router, coordinator or navigator: named `…Router`, `…Coordinator` or `…Navigator`, or
    /// adopting a protocol whose name says it routes or coordinates (`…Routing`, `…RouterProtocol`,
    /// `Coordinating`…): the types whose job is to build the next screen and move to it.
    var isNavigator = false
    /// A class's superclass (the first name of its inheritance clause); `nil` for other types and
    /// for extensions.
    var superclass: String?

    /// Base classes that make a class a view controller besides a name ending in `ViewController`.
    static let viewControllerBases: Set<String> = ["UINavigationController", "UITabBarController", "UISplitViewController"]
    /// Conformances that make a type part of an alert client: the client itself, and the driver's
    /// side of it, which turns a presentation into a real alert.
    static let alertClientProtocols: Set<String> = ["AlertClientType", "AlertPresenting"]
    /// Name endings of routers, coordinators and navigators (VIPER's are wireframes).
    static let navigatorSuffixes = ["Router", "Coordinator", "Navigator", "Wireframe"]
    /// Name endings of their protocols, once a `Protocol`, `Type`, `Interface` or `Logic` ending
    /// is taken off (`SearchUserRouterProtocol`, `RoutingLogic`).
    static let navigatorProtocolSuffixes = navigatorSuffixes + ["Routing", "Coordinating", "Navigating"]

    /// Whether a type named `name` adopting `inherited` is a router, coordinator or navigator.
    static func isNavigator(name: String, inherited: [String]) -> Bool {
        navigatorSuffixes.contains(where: name.hasSuffix) || inherited.contains { type in
            let stem = ["Protocol", "Type", "Interface", "Logic"].first(where: type.hasSuffix).map { String(type.dropLast($0.count)) } ?? type
            return navigatorProtocolSuffixes.contains(where: stem.hasSuffix)
        }
    }

    init(name: String, inherited: [String], isClass: Bool, known: KnownTypes) {
        self.name = name
        if isClass, let superclass = inherited.first {
            isViewController = superclass.hasSuffix("ViewController") || Self.viewControllerBases.contains(superclass)
                || known.viewControllers.contains(superclass)
        }
        isRootView = inherited.contains("AppView") || (isClass && name.hasSuffix("RootView"))
        isAlertClient = name.hasSuffix("AlertClient") || inherited.contains { Self.alertClientProtocols.contains($0) }
        isNavigator = Self.isNavigator(name: name, inherited: inherited)
        let superclass = isClass ? inherited.first : nil
        self.superclass = superclass
        isTest = name.hasSuffix("Tests") || (superclass?.hasSuffix("TestCase") ?? false)
        isUIKitSubclass = superclass?.hasPrefix("UI") ?? false
        isUIType = isViewController || isRootView || isUIKitSubclass
            || inherited.contains { Self.uiProtocols.contains($0) }
            || ["View", "ViewController", "Cell"].contains(where: name.hasSuffix)
    }

    /// Conformances that make a type a SwiftUI view or part of one.
    static let uiProtocols: Set<String> = ["View", "ViewModifier", "AnimatableModifier", "UIViewRepresentable", "UIViewControllerRepresentable"]

    /// An extension: it is what the extended type is, as far as this file or its name tells.
    init(extending name: String, inherited: [String], known: KnownTypes) {
        self.name = name
        isViewController = name.hasSuffix("ViewController") || known.viewControllers.contains(name)
        isRootView = name.hasSuffix("RootView") || inherited.contains("AppView") || known.rootViews.contains(name)
        isAlertClient = name.hasSuffix("AlertClient") || known.alertClients.contains(name)
            || inherited.contains { Self.alertClientProtocols.contains($0) }
        isNavigator = Self.isNavigator(name: name, inherited: inherited)
    }

    /// The names in an inheritance clause, without generic arguments or module qualifiers.
    static func inheritedNames(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.compactMap { baseName(of: $0.type) } ?? []
    }

    /// `ViewController<HogeRootView>` → `ViewController`; `UIKit.UIView` → `UIView`.
    static func baseName(of type: TypeSyntax) -> String? {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        if let attributed = type.as(AttributedTypeSyntax.self) { return baseName(of: attributed.baseType) }
        if let some = type.as(SomeOrAnyTypeSyntax.self) { return baseName(of: some.constraint) }
        return nil
    }
}

/// The view controllers, root views and alert clients declared so far in a file, so that an
/// extension of one is recognised even when its name does not say what it is.
struct KnownTypes {
    var viewControllers: Set<String> = []
    var rootViews: Set<String> = []
    var alertClients: Set<String> = []

    mutating func record(_ scope: TypeScope) {
        if scope.isViewController { viewControllers.insert(scope.name) }
        if scope.isRootView { rootViews.insert(scope.name) }
        if scope.isAlertClient { alertClients.insert(scope.name) }
    }
}
#endif
