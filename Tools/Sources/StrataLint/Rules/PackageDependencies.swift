#if StrataTools
/// The part of `layer-dependency` that reads the manifests of `packages`: a target that depends —
/// directly, or through other targets — on what `independent` keeps apart from it or `forbidden`
/// keeps from it, reported at the line of its `Package.swift` that declares the dependency.
///
/// A dependency is reported once, where it is declared: when `FluxTerminal` depends on `Flux`,
/// which depends on `Redux`, only `Flux`'s dependency on `Redux` is reported if `Flux` is in the
/// same group as `FluxTerminal` (or is held by the same `forbidden` rule), since it is reported
/// itself.
enum PackageDependencies {
    /// The findings of the manifest at `path` (as the linter names it; `absolutePath` standardized),
    /// whose text is `text`.
    static func findings(path: String, absolutePath: String, text: String, configuration: LintConfiguration) -> [Finding] {
        let rules = DependencyRules(configuration: configuration)
        guard !rules.isEmpty else { return [] }
        let graph = configuration.packageGraph
        let locator = ManifestLocator(text: text)
        var findings: [Finding] = []
        for target in graph.targets where graph.manifest(of: target.name) == absolutePath {
            for edge in graph.dependencies(of: target.name) {
                guard let message = problem(of: target.name, with: edge, in: graph, rules: rules) else { continue }
                let (line, column) = locator.offset(ofDependency: edge.written, of: target.name)
                    .map { FileLinter.lineAndColumn(ofUTF8Offset: $0, in: text) } ?? (1, 1)
                findings.append(Finding(
                    path: path, line: line, column: column, severity: configuration.severity(of: .layerDependency),
                    rule: .layerDependency, message: PrintableText.escaping(message)
                ))
            }
        }
        return findings.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }

    /// What is wrong with `target`'s dependency `edge`, if anything.
    private static func problem(of target: String, with edge: PackageGraph.Edge, in graph: PackageGraph, rules: DependencyRules) -> String? {
        for node in edge.nodes {
            // A target of its own group reports what it reaches itself.
            if rules.isGrouped(target) && !rules.shareAGroup(target, node),
               let path = graph.path(from: node, to: { rules.keepsApart(target, $0) }) {
                return describe(target, edge, path, "which `independent` keeps apart from it")
            }
            for rule in rules.forbiddenRules(from: target) where !graph.isTarget(node) || !NamePatterns.matches(node, rule.from) {
                if let path = graph.path(from: node, to: { NamePatterns.matches($0, rule.to) }) {
                    return describe(target, edge, path, "which `forbidden` keeps from it")
                }
            }
        }
        return nil
    }

    /// `A depends on B, which …`, or `A depends on B, and through it on D (B → C → D), which …`.
    private static func describe(_ target: String, _ edge: PackageGraph.Edge, _ path: [String], _ why: String) -> String {
        let first = edge.written == path[0] ? path[0] : "\(edge.written) (\(path[0]))"
        guard path.count > 1, let last = path.last else { return "target \(target) depends on \(first), \(why)" }
        return "target \(target) depends on \(first), and through it on \(last) (\(path.joined(separator: " → "))), \(why)"
    }
}
#endif
