/// The two directions between an enum and one of its cases' payload: embed a value into the case,
/// and extract it back when the enum is that case.
///
/// Key paths reach into a struct's properties; case paths reach into an enum's cases. Reducers use
/// them to run a child feature's reducer only for the parent actions that wrap the child's actions.
///
/// ```swift
/// enum AppAction { case counter(CounterAction), settings(SettingsAction) }
/// extension AppAction {
///     static let counterCase = CasePath(embed: AppAction.counter) { action in
///         if case let .counter(child) = action { child } else { nil }
///     }
/// }
/// ```
public struct CasePath<Root, Value>: Sendable {
    /// Wraps a payload into the enum case.
    public let embed: @Sendable (Value) -> Root
    /// Returns the payload if `root` is this case, `nil` otherwise.
    public let extract: @Sendable (Root) -> Value?

    /// Creates a case path from its embedding and extracting functions.
    public init(
        embed: @escaping @Sendable (Value) -> Root,
        extract: @escaping @Sendable (Root) -> Value?
    ) {
        self.embed = embed
        self.extract = extract
    }

    /// The case path that matches every value, with the value itself as payload.
    public static func identity() -> CasePath<Root, Root> {
        CasePath<Root, Root>(embed: { $0 }, extract: { $0 })
    }

    /// A case path that goes through this case, then through `next`'s case of the payload.
    public func appending<Leaf>(_ next: CasePath<Value, Leaf>) -> CasePath<Root, Leaf> {
        CasePath<Root, Leaf>(
            embed: { leaf in self.embed(next.embed(leaf)) },
            extract: { root in self.extract(root).flatMap(next.extract) }
        )
    }
}
