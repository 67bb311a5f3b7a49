#if StrataTools
import Foundation
import Yams

/// Reads the YAML of a `.strata-lint.yml` into a ``LintConfiguration``, naming the line of
/// anything it does not understand.
struct ConfigurationReader {
    private let root: Node?

    init(yaml: String) throws(ConfigurationError) {
        do {
            root = try Yams.compose(yaml: yaml)
        } catch let error as YamlError {
            throw Self.error(from: error)
        } catch {
            throw ConfigurationError(path: nil, line: nil, message: "not YAML: \(error)")
        }
    }

    func apply(to configuration: inout LintConfiguration) throws(ConfigurationError) {
        guard let root else { return }  // an empty file: the defaults
        let top = try mapping(root, what: "the configuration")
        var declaresLayers = false
        for (keyNode, value) in top {
            let key = try string(keyNode)
            switch key {
            case "rules":
                for (ruleNode, setting) in try mapping(value, what: "`rules`") {
                    try applyRule(named: ruleNode, setting: setting, to: &configuration)
                }
            case "excluded":
                configuration.excludedPaths = try strings(value, what: "`excluded`")
            case "layers":
                configuration.layers = try layers(value)
                declaresLayers = true
            case "packages":
                configuration.packages = try strings(value, what: "`packages`")
            case "independent":
                configuration.independentGroups = try independentGroups(value)
            case "forbidden":
                configuration.forbiddenDependencies = try forbidden(value)
            case "limits":
                configuration.limits = try limits(value, from: configuration.limits)
            default:
                throw Self.error(at: keyNode, "unknown key `\(key)`; expected rules, excluded, layers, packages, independent, forbidden or limits")
            }
        }
        // The packages' targets are the layers: the articles' default layers, found by folder and
        // module names, would take their modules for theirs.
        if !configuration.packages.isEmpty && !declaresLayers { configuration.layers = [] }
    }

    // MARK: - Rules between layers

    /// `independent`: a list of groups, each a list of names.
    private func independentGroups(_ node: Node) throws(ConfigurationError) -> [[String]] {
        guard let items = node.sequence else { throw Self.error(at: node, "`independent` must be a list of groups, each a list of layers") }
        var groups: [[String]] = []
        for item in items {
            guard item.sequence != nil else { throw Self.error(at: item, "a group of `independent` must be a list of layers, as [A, B]") }
            groups.append(try strings(item, what: "a group of `independent`"))
        }
        return groups
    }

    /// `forbidden`: a list of `{ from: […], to: […] }`.
    private func forbidden(_ node: Node) throws(ConfigurationError) -> [ForbiddenDependency] {
        guard let items = node.sequence else { throw Self.error(at: node, "`forbidden` must be a list of { from: [...], to: [...] }") }
        var rules: [ForbiddenDependency] = []
        for item in items {
            var rule = ForbiddenDependency(from: [], to: [])
            for (keyNode, value) in try mapping(item, what: "a rule of `forbidden`") {
                switch try string(keyNode) {
                case "from": rule.from = try strings(value, what: "`from`")
                case "to": rule.to = try strings(value, what: "`to`")
                case let key: throw Self.error(at: keyNode, "unknown key `\(key)` in a rule of `forbidden`; expected from and to")
                }
            }
            guard !rule.from.isEmpty, !rule.to.isEmpty else { throw Self.error(at: item, "a rule of `forbidden` needs both `from` and `to`") }
            rules.append(rule)
        }
        return rules
    }

    // MARK: - Rules

    private func applyRule(named ruleNode: Node, setting: Node, to configuration: inout LintConfiguration) throws(ConfigurationError) {
        let name = try string(ruleNode)
        guard let rule = RuleID(rawValue: name) else {
            let known = RuleID.allCases.map(\.rawValue).joined(separator: ", ")
            throw Self.error(at: ruleNode, "unknown rule `\(name)`; the rules are \(known)")
        }
        if setting.mapping == nil {
            try applyShorthand(setting, to: rule, in: &configuration)
            return
        }
        let options = LintRules.rule(rule).options
        for (keyNode, value) in try mapping(setting, what: "rule `\(name)`") {
            let key = try string(keyNode)
            switch key {
            case "enabled":
                if try bool(value) { configuration.disabledRules.remove(rule) } else { configuration.disabledRules.insert(rule) }
            case "severity":
                configuration.severities[rule] = try severity(value)
            default:
                // The rule's own options (`max-lines` of `view-controller-length`).
                guard let option = options.first(where: { $0.key == key }) else {
                    throw Self.error(at: keyNode, "unknown option `\(key)` for rule `\(name)`")
                }
                try option.apply(ConfigurationValue(value), &configuration)
            }
        }
    }

    /// `rule: off`, `rule: true`, `rule: error`.
    private func applyShorthand(_ setting: Node, to rule: RuleID, in configuration: inout LintConfiguration) throws(ConfigurationError) {
        let text = try string(setting)
        if let severity = Severity(rawValue: text) {
            configuration.severities[rule] = severity
            configuration.disabledRules.remove(rule)
        } else if let enabled = Self.booleans[text.lowercased()] {
            if enabled { configuration.disabledRules.remove(rule) } else { configuration.disabledRules.insert(rule) }
        } else {
            throw Self.error(at: setting, "`\(text)` is not a setting of rule `\(rule.rawValue)`; write on, off, warning, error or a mapping")
        }
    }

    // MARK: - Layers

    private func layers(_ node: Node) throws(ConfigurationError) -> [Layer] {
        guard let items = node.sequence else { throw Self.error(at: node, "`layers` must be a list") }
        var result: [Layer] = []
        for item in items {
            let layer = try self.layer(item)
            if result.contains(where: { $0.name == layer.name }) {
                throw Self.error(at: item, "layer `\(layer.name)` is declared twice")
            }
            for allowed in layer.mayImport ?? [] where !result.contains(where: { $0.name == allowed }) && allowed != layer.name {
                throw Self.error(at: item, "layer `\(layer.name)` may import `\(allowed)`, which is not declared before it")
            }
            result.append(layer)
        }
        return result
    }

    private func layer(_ node: Node) throws(ConfigurationError) -> Layer {
        if node.scalar != nil { return Layer(name: try string(node)) }
        var layer = Layer(name: "")
        for (keyNode, value) in try mapping(node, what: "a layer") {
            switch try string(keyNode) {
            case "name": layer.name = try string(value)
            case "modules": layer.modules = try strings(value, what: "`modules`")
            case "paths": layer.paths = try strings(value, what: "`paths`")
            case "may-import": layer.mayImport = try strings(value, what: "`may-import`")
            case let key: throw Self.error(at: keyNode, "unknown key `\(key)` in a layer; expected name, modules, paths or may-import")
            }
        }
        guard !layer.name.isEmpty else { throw Self.error(at: node, "a layer needs a `name`") }
        return layer
    }

    // MARK: - Limits

    private func limits(_ node: Node, from defaults: LintLimits) throws(ConfigurationError) -> LintLimits {
        var limits = defaults
        for (keyNode, value) in try mapping(node, what: "`limits`") {
            switch try string(keyNode) {
            case "max-file-size": limits.maximumFileSize = try ConfigurationValue(value).positiveInteger()
            case "max-nesting-depth": limits.maximumNestingDepth = try ConfigurationValue(value).positiveInteger()
            case "max-square-bracket-depth": limits.maximumSquareBracketDepth = try ConfigurationValue(value).positiveInteger()
            case "file-time-budget": limits.fileTimeBudget = .seconds(try ConfigurationValue(value).positiveNumber())
            case let key:
                throw Self.error(
                    at: keyNode, "unknown key `\(key)` in `limits`; expected max-file-size, max-nesting-depth, max-square-bracket-depth or file-time-budget"
                )
            }
        }
        return limits
    }

    // MARK: - Values

    private static let booleans: [String: Bool] = ["on": true, "true": true, "yes": true, "off": false, "false": false, "no": false]

    private func mapping(_ node: Node, what: String) throws(ConfigurationError) -> [(Node, Node)] {
        guard let mapping = node.mapping else { throw Self.error(at: node, "\(what) must be a mapping") }
        return mapping.map { ($0.key, $0.value) }
    }

    private func string(_ node: Node) throws(ConfigurationError) -> String {
        try ConfigurationValue(node).string()
    }

    private func strings(_ node: Node, what: String) throws(ConfigurationError) -> [String] {
        try ConfigurationValue(node).strings(what: what)
    }

    private func bool(_ node: Node) throws(ConfigurationError) -> Bool {
        let text = try string(node)
        guard let value = Self.booleans[text.lowercased()] else { throw Self.error(at: node, "`\(text)` is not true or false") }
        return value
    }

    private func severity(_ node: Node) throws(ConfigurationError) -> Severity {
        let text = try string(node)
        guard let severity = Severity(rawValue: text) else { throw Self.error(at: node, "`\(text)` is not a severity; write warning or error") }
        return severity
    }

    // MARK: - Errors

    /// An error at the line of `node`.
    static func error(at node: Node, _ message: String) -> ConfigurationError {
        ConfigurationError(path: nil, line: node.mark?.line, message: message)
    }

    private static func error(from error: YamlError) -> ConfigurationError {
        switch error {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _), let .composer(context, problem, mark, _):
            let prefix = context.map { "\($0.text.trimmingCharacters(in: .whitespacesAndNewlines)): " } ?? ""
            return ConfigurationError(path: nil, line: mark.line, message: "not valid YAML: \(prefix)\(problem)")
        case let .duplicatedKeysInMapping(duplicates, context):
            return ConfigurationError(path: nil, line: context.mark.line, message: "duplicated keys: \(duplicates.joined(separator: ", "))")
        default:
            return ConfigurationError(path: nil, line: nil, message: "not valid YAML: \(error)")
        }
    }
}
#endif
