extension Middleware {
    /// A middleware that writes each action and a readable diff of the state it changed.
    ///
    /// Put it first in the chain during development to follow what happens in the app:
    ///
    /// ```text
    /// [app] action: search(.queryChanged("swift"))
    ///   search.query: "" → "swift"
    /// [app] action: search(.tick) (no state change)
    /// ```
    ///
    /// - Parameters:
    ///   - name: A prefix that tells stores apart in the log.
    ///   - write: Where the lines go; `print` by default, a logger in an app.
    public static func logging(
        name: String = "store",
        write: @escaping @MainActor @Sendable (String) -> Void = { print($0) }
    ) -> Middleware {
        Middleware { context, action, next in
            let before = context.state
            next(action)
            let diff = StateDiff(from: before, to: context.state)
            if diff.isEmpty {
                write("[\(name)] action: \(String(describing: action)) (no state change)")
            } else {
                let lines = diff.changes.map { "  \($0)" }.joined(separator: "\n")
                write("[\(name)] action: \(String(describing: action))\n\(lines)")
            }
        }
    }
}
