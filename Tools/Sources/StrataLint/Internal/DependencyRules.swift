#if StrataTools
/// The rules of `independent` and `forbidden` in `.strata-lint.yml`, asked of one dependency: of
/// an import, or of a target on another in a manifest.
struct DependencyRules {
    let independent: [[String]]
    let forbidden: [ForbiddenDependency]

    init(configuration: LintConfiguration) {
        independent = configuration.independentGroups
        forbidden = configuration.forbiddenDependencies
    }

    /// Whether the rules say anything at all.
    var isEmpty: Bool { independent.isEmpty && forbidden.isEmpty }

    /// The groups of `independent` that hold `name`, by index.
    private func groups(of name: String) -> Set<Int> {
        Set(independent.indices.filter { NamePatterns.matches(name, independent[$0]) })
    }

    /// Whether `name` is in a group of `independent`.
    func isGrouped(_ name: String) -> Bool {
        independent.contains { NamePatterns.matches(name, $0) }
    }

    /// Whether `independent` keeps `layer` and `other` apart: each is in a group, and no group
    /// holds both.
    func keepsApart(_ layer: String, _ other: String) -> Bool {
        let mine = groups(of: layer)
        guard !mine.isEmpty else { return false }
        let theirs = groups(of: other)
        return !theirs.isEmpty && mine.isDisjoint(with: theirs)
    }

    /// Whether `layer` and `other` share a group of `independent`.
    func shareAGroup(_ layer: String, _ other: String) -> Bool {
        !groups(of: layer).isDisjoint(with: groups(of: other))
    }

    /// The rules of `forbidden` that hold `layer`.
    func forbiddenRules(from layer: String) -> [ForbiddenDependency] {
        forbidden.filter { NamePatterns.matches(layer, $0.from) }
    }

    /// Whether a rule of `forbidden` keeps `layer` from any of `names` (a module and its layer).
    func forbids(_ layer: String, toReach names: [String]) -> Bool {
        forbiddenRules(from: layer).contains { rule in names.contains { NamePatterns.matches($0, rule.to) } }
    }
}
#endif
