#if StrataTools
import SwiftSyntax

/// A method of a type, or a property whose code runs (see ``CodePlace``), by the type's name and
/// its own: `WebViewController.setUp`. A property and a method may share a name
/// (`tableView` and `tableView(_:cellForRowAt:)`): they are different keys.
struct MethodKey: Hashable, CustomStringConvertible {
    var type: String
    var name: String
    var isProperty = false

    /// `Type.name`.
    var description: String { type + "." + name }
}

/// Where a piece of code runs from within its type: a method, a `lazy var`'s initialiser, or an
/// `@IBOutlet`'s `didSet` or `willSet` — the outermost such place around it — and whether a closure
/// that is not called on the spot stands in between (a `sink`, a completion handler: it may run at
/// any time). Found by walking up the tree, which a rule does only for the few nodes it asks about.
struct CodePlace {
    enum Kind {
        /// A method or initialiser: `name` is its name (`init` for an initialiser).
        case method
        /// A `lazy var`'s initialiser, which runs once, when the property is first read.
        case lazyInitializer
        /// An `@IBOutlet`'s `didSet` or `willSet`, which runs when the nib connects the outlet.
        case outletObserver
    }

    /// The type (or extended type) the code is in.
    var type: String
    /// The method's or the property's name.
    var name: String
    var kind: Kind
    var isInClosure: Bool

    /// The place of `node`; `nil` when it is in none of the kinds above (a stored property's
    /// initialiser, a computed property, code outside a type).
    init?(of node: some SyntaxProtocol) {
        var found: (name: String, kind: Kind, isInClosure: Bool)?
        var inClosure = false
        var observer: Keyword?
        var child = Syntax(node)
        while let current = child.parent {
            defer { child = current }
            if let closure = current.as(ClosureExprSyntax.self) {
                let calledOnTheSpot = closure.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == closure.id
                if !calledOnTheSpot { inClosure = true }
            } else if let function = current.as(FunctionDeclSyntax.self) {
                found = (function.name.text, .method, inClosure)
            } else if current.is(InitializerDeclSyntax.self) {
                found = ("init", .method, inClosure)
            } else if let accessor = current.as(AccessorDeclSyntax.self) {
                if case .keyword(let keyword) = accessor.accessorSpecifier.tokenKind { observer = keyword }
            } else if let binding = current.as(PatternBindingSyntax.self) {
                found = Self.property(binding, from: child, observer: observer).map { ($0.name, $0.kind, inClosure) }
                observer = nil
            } else if let type = Self.typeName(current) {
                guard let found else { return nil }
                self.type = type
                name = found.name
                kind = found.kind
                isInClosure = found.isInClosure
                return
            }
        }
        return nil
    }

    /// The place a property binding gives the code in it, reached from `child`: a `lazy var`'s
    /// initialiser, or an `@IBOutlet`'s observer; `nil` for any other property.
    private static func property(_ binding: PatternBindingSyntax, from child: Syntax, observer: Keyword?) -> (name: String, kind: Kind)? {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let variable = binding.parent?.parent?.as(VariableDeclSyntax.self)
        else { return nil }
        if child.id == binding.initializer?.id, variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.lazy) }) {
            return (name, .lazyInitializer)
        }
        if child.id == binding.accessorBlock?.id, observer == .didSet || observer == .willSet,
           variable.attributes.contains(where: { $0.as(AttributeSyntax.self).flatMap { TypeScope.baseName(of: $0.attributeName) } == "IBOutlet" }) {
            return (name, .outletObserver)
        }
        return nil
    }

    /// The name of the type a declaration declares or extends; `nil` for other nodes.
    private static func typeName(_ node: Syntax) -> String? {
        if let named = node.asProtocol(NamedDeclSyntax.self), node.is(ClassDeclSyntax.self) || node.is(StructDeclSyntax.self)
            || node.is(EnumDeclSyntax.self) || node.is(ActorDeclSyntax.self) || node.is(ProtocolDeclSyntax.self) {
            return named.name.text
        }
        if let extensionDecl = node.as(ExtensionDeclSyntax.self) {
            return TypeScope.baseName(of: extensionDecl.extendedType) ?? extensionDecl.extendedType.trimmedDescription
        }
        return nil
    }

    /// Whether `reference` is what an assignment assigns to: `outlet = …`, `self.outlet = …`.
    static func isAssignmentTarget(_ reference: DeclReferenceExprSyntax) -> Bool {
        var expression = Syntax(reference)
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
            expression = Syntax(member)
        }
        guard let list = expression.parent?.as(ExprListSyntax.self) else { return false }
        var elements = list.makeIterator()
        while let element = elements.next() {
            if element.id == expression.id { return elements.next()?.is(AssignmentExprSyntax.self) ?? false }
        }
        return false
    }
}
#endif
