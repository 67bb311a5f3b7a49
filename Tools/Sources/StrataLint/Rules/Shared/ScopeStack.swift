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
    /// The view controllers, root views and alert clients declared so far.
    private(set) var known = KnownTypes()

    /// The type the walk is directly in (not inside one of its functions), if any.
    var innermostType: TypeScope? {
        if case .type(let type)? = scopes.last { type } else { nil }
    }

    /// The type declaration (or extension) the walk is in, if any, inside its functions too.
    var currentType: TypeScope? {
        for scope in scopes.reversed() {
            if case .type(let type) = scope { return type }
        }
        return nil
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
        scopes.contains { if case .type(let type) = $0 { predicate(type) } else { false } }
    }

    /// Enters a class, struct, enum or actor declaration, remembering what it is.
    mutating func enterDeclaration(_ type: TypeScope) {
        known.record(type)
        scopes.append(.type(type))
    }

    /// Enters a protocol or an extension, or a function.
    mutating func enter(_ scope: Scope) {
        scopes.append(scope)
    }

    mutating func leave() {
        scopes.removeLast()
    }
}
