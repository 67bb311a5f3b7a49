/// A readable, structural difference between two values: which paths changed, from what to what.
///
/// Strata's logging middleware and `TestStore` use it to show what an action did. It walks both
/// values with `Mirror` (struct and class properties, enum payloads, collection elements, dictionary
/// entries) and reports the leaves whose descriptions differ:
///
/// ```swift
/// let diff = StateDiff(from: before, to: after)
/// print(diff)
/// // search.query: "sw" → "swift"
/// // search.results.count: 0 → 2
/// // search.results[0]: (absent) → Repository(name: "swift")
/// ```
public struct StateDiff: Sendable, Equatable, CustomStringConvertible {
    /// One changed leaf.
    public struct Change: Sendable, Equatable, CustomStringConvertible {
        /// Where the change is, such as `search.results[0].name`; empty for the root value.
        public let path: String
        /// The old description, or `nil` when the path did not exist before.
        public let old: String?
        /// The new description, or `nil` when the path no longer exists.
        public let new: String?

        /// `path: old → new`, with `(absent)` for a missing side.
        public var description: String {
            let label = path.isEmpty ? "value" : path
            return "\(label): \(old ?? "(absent)") → \(new ?? "(absent)")"
        }
    }

    /// The changes, in the order of the values' structure.
    public let changes: [Change]

    /// Compares `old` with `new`.
    public init<Value>(from old: Value, to new: Value) {
        var changes: [Change] = []
        StateDiff.compare(old, new, path: "", into: &changes, depth: 0)
        self.changes = changes
    }

    /// Whether the two values look the same.
    public var isEmpty: Bool { changes.isEmpty }

    /// One change per line.
    public var description: String {
        changes.map(\.description).joined(separator: "\n")
    }

    private static let maximumDepth = 32

    private static func compare(_ old: Any, _ new: Any, path: String, into changes: inout [Change], depth: Int) {
        let oldMirror = Mirror(reflecting: old)
        let newMirror = Mirror(reflecting: new)
        let oldLeaf = String(reflecting: old)
        let newLeaf = String(reflecting: new)
        guard oldLeaf != newLeaf else { return }
        let isStructured = depth < maximumDepth
            && !oldMirror.children.isEmpty
            && !newMirror.children.isEmpty
            && oldMirror.displayStyle == newMirror.displayStyle
            && type(of: old) == type(of: new)
        guard isStructured else {
            changes.append(Change(path: path, old: oldLeaf, new: newLeaf))
            return
        }
        switch oldMirror.displayStyle {
        case .collection, .set:
            compareElements(oldMirror, newMirror, path: path, into: &changes, depth: depth)
        case .dictionary:
            compareEntries(oldMirror, newMirror, path: path, into: &changes, depth: depth)
        case .enum:
            let oldCase = oldMirror.children.first
            let newCase = newMirror.children.first
            if let oldCase, let newCase, oldCase.label == newCase.label {
                compare(oldCase.value, newCase.value, path: join(path, oldCase.label ?? ""), into: &changes, depth: depth + 1)
            } else {
                changes.append(Change(path: path, old: oldLeaf, new: newLeaf))
            }
        default:
            compareProperties(oldMirror, newMirror, path: path, into: &changes, depth: depth)
        }
    }

    private static func compareProperties(
        _ old: Mirror, _ new: Mirror, path: String, into changes: inout [Change], depth: Int
    ) {
        let newChildren = Array(new.children)
        for (index, oldChild) in old.children.enumerated() {
            let label = oldChild.label ?? ".\(index)"
            guard index < newChildren.count else {
                changes.append(Change(path: join(path, label), old: String(reflecting: oldChild.value), new: nil))
                continue
            }
            compare(oldChild.value, newChildren[index].value, path: join(path, label), into: &changes, depth: depth + 1)
        }
    }

    private static func compareElements(
        _ old: Mirror, _ new: Mirror, path: String, into changes: inout [Change], depth: Int
    ) {
        let oldElements = old.children.map(\.value)
        let newElements = new.children.map(\.value)
        if oldElements.count != newElements.count {
            changes.append(Change(path: path + ".count", old: "\(oldElements.count)", new: "\(newElements.count)"))
        }
        for index in 0..<max(oldElements.count, newElements.count) {
            let elementPath = path + "[\(index)]"
            switch (index < oldElements.count, index < newElements.count) {
            case (true, true):
                compare(oldElements[index], newElements[index], path: elementPath, into: &changes, depth: depth + 1)
            case (true, false):
                changes.append(Change(path: elementPath, old: String(reflecting: oldElements[index]), new: nil))
            default:
                changes.append(Change(path: elementPath, old: nil, new: String(reflecting: newElements[index])))
            }
        }
    }

    private static func compareEntries(
        _ old: Mirror, _ new: Mirror, path: String, into changes: inout [Change], depth: Int
    ) {
        func entries(_ mirror: Mirror) -> [(key: String, value: Any)] {
            mirror.children.map { child in
                let pair = Array(Mirror(reflecting: child.value).children)
                guard pair.count == 2 else { return (String(reflecting: child.value), child.value) }
                return (String(reflecting: pair[0].value), pair[1].value)
            }
            .sorted { $0.key < $1.key }
        }
        let oldEntries = entries(old)
        let newEntries = Dictionary(entries(new).map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        let oldKeys = Set(oldEntries.map(\.key))
        for entry in oldEntries {
            let entryPath = path + "[\(entry.key)]"
            if let newValue = newEntries[entry.key] {
                compare(entry.value, newValue, path: entryPath, into: &changes, depth: depth + 1)
            } else {
                changes.append(Change(path: entryPath, old: String(reflecting: entry.value), new: nil))
            }
        }
        for key in newEntries.keys.sorted() where !oldKeys.contains(key) {
            changes.append(Change(path: path + "[\(key)]", old: nil, new: newEntries[key].map { String(reflecting: $0) }))
        }
    }

    private static func join(_ path: String, _ label: String) -> String {
        path.isEmpty ? label : path + "." + label
    }
}
