#if StrataTools
import Yams

/// A value of `.strata-lint.yml`, read as what a setting takes; a value of the wrong kind is a
/// ``ConfigurationError`` at its line. A ``RuleOption`` reads its value with it.
struct ConfigurationValue {
    private let node: Node

    init(_ node: Node) {
        self.node = node
    }

    /// One word or number, not a list or a mapping.
    func string() throws(ConfigurationError) -> String {
        guard let scalar = node.scalar else { throw ConfigurationReader.error(at: node, "expected a single value, not a list or a mapping") }
        return scalar.string
    }

    /// A list of words, or one word; `what` names the setting in the error.
    func strings(what: String) throws(ConfigurationError) -> [String] {
        if node.scalar != nil { return [try string()] }
        guard let items = node.sequence else { throw ConfigurationReader.error(at: node, "\(what) must be a list") }
        var result: [String] = []
        for item in items { result.append(try ConfigurationValue(item).string()) }
        return result
    }

    /// A whole number above 0.
    func positiveInteger() throws(ConfigurationError) -> Int {
        let text = try string()
        guard let value = Int(text), value > 0 else { throw ConfigurationReader.error(at: node, "`\(text)` is not a positive whole number") }
        return value
    }

    /// A number above 0, whole or not (`2.5`).
    func positiveNumber() throws(ConfigurationError) -> Double {
        let text = try string()
        guard let value = Double(text), value > 0, value.isFinite else { throw ConfigurationReader.error(at: node, "`\(text)` is not a positive number") }
        return value
    }
}
#endif
