#if StrataTools
import SwiftSyntax

/// Where the walk of a file is: the types (and extensions) and functions it is inside, outermost
/// first, and the types declared so far. ``RuleDispatcher`` keeps it; rules read it.
struct ScopeStack {
    enum Scope {
        case type(TypeScope)
        /// A function, and whether it is `private` or `fileprivate` (only this file can call it).
        case function(String, isPrivate: Bool)
    }

    /// The access modifiers that keep a declaration to its file.
    static let privateModifiers: [TokenKind] = [.keyword(.private), .keyword(.fileprivate)]

    /// The scopes, outermost first.
    private(set) var scopes: [Scope] = []
    /// The type scopes of ``scopes`` alone, outermost first: the rules ask for the type the walk is
    /// in at most nodes, and this answers without searching the functions in between.
    private var types: [TypeScope] = []
    /// The view controllers, root views and alert clients declared so far.
    private(set) var known = KnownTypes()

    /// Whether the walk is directly in a type (not inside one of its functions).
    var isDirectlyInType: Bool {
        if case .type? = scopes.last { true } else { false }
    }

    /// The type the walk is directly in (not inside one of its functions), if any.
    var innermostType: TypeScope? {
        isDirectlyInType ? types.last : nil
    }

    /// The type declaration (or extension) the walk is in, if any, inside its functions too.
    var currentType: TypeScope? {
        types.last
    }

    /// Whether the type declaration (or extension) the walk is in, inside its functions too, is a
    /// view controller.
    var isInViewController: Bool {
        types.last?.isViewController ?? false
    }

    /// The method the walk is in: the outermost function inside the innermost type.
    var currentMethod: String? {
        var method: String?
        for scope in scopes.reversed() {
            switch scope {
            case .function(let name, _): method = name
            case .type: return method
            }
        }
        return method
    }

    /// Whether any type the walk is in, however far out, satisfies `predicate`.
    func isInsideType(where predicate: (TypeScope) -> Bool) -> Bool {
        types.contains(where: predicate)
    }

    /// Enters a class, struct, enum or actor declaration, remembering what it is.
    mutating func enterDeclaration(_ type: TypeScope) {
        known.record(type)
        enter(.type(type))
    }

    /// Enters a protocol or an extension, or a function.
    mutating func enter(_ scope: Scope) {
        if case .type(let type) = scope { types.append(type) }
        scopes.append(scope)
    }

    mutating func leave() {
        if case .type = scopes.removeLast() { types.removeLast() }
    }
}
#endif
