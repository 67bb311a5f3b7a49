#if StrataTools
import SwiftSyntax

/// What makes a type named `…Store` a store of presentation state (a Redux or Flux store, or an
/// observable store a view reads), rather than a store of certificates, images or settings: what
/// the type is, not its name.
///
/// A `…Store` is a presentation store when it
/// - conforms to or inherits a store (`Store`, `StoreType`, `StoreProtocol`, `FluxStore`,
///   `ReduxStore`) or an observable object (`ObservableObject`, `Observable`), or is marked
///   `@Observable`;
/// - or declares what a store is made of: a `state` or `store` property, a `@Published` property,
///   or a `dispatch` or `subscribe` method (a protocol's requirements count);
/// - or dispatches (`dispatch(…)`, on itself or on the store it holds).
enum PresentationStore {
    /// Conformances and superclasses that make a type a store of presentation state.
    static let storeConformances: Set<String> = ["Store", "StoreType", "StoreProtocol", "FluxStore", "ReduxStore", "ObservableObject", "Observable"]
    /// The properties a store holds.
    static let storeProperties: Set<String> = ["state", "store"]
    /// The methods a store offers, or calls on the store it holds.
    static let storeMethods: Set<String> = ["dispatch", "subscribe"]

    /// Whether a type named `name` must show what it is before it counts as presentation logic: a
    /// name ending in `Store` says too little (`CertStore`, `KeyValueStore`, `AppStore`).
    static func needsEvidence(_ name: String) -> Bool {
        name.hasSuffix("Store")
    }

    /// Whether a declaration's conformances or attributes make it a store.
    static func isStore(inherited: [String], attributes: AttributeListSyntax?) -> Bool {
        inherited.contains { storeConformances.contains($0) } || hasAttribute("Observable", in: attributes)
    }

    /// Whether a property declared in a `…Store` makes it a store: `state`, `store`, or
    /// `@Published`.
    static func isStoreProperty(_ node: VariableDeclSyntax) -> Bool {
        hasAttribute("Published", in: node.attributes)
            || node.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self).map { storeProperties.contains($0.identifier.text) } ?? false }
    }

    private static func hasAttribute(_ name: String, in attributes: AttributeListSyntax?) -> Bool {
        attributes?.contains { $0.as(AttributeSyntax.self).flatMap { TypeScope.baseName(of: $0.attributeName) } == name } ?? false
    }
}
#endif
