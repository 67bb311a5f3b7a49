#if StrataTools
/// The targets of the packages of `packages` and what each depends on directly, resolved across
/// those packages: a product of one of them is the targets it is made of; a product of any other
/// package is a node of its own, named by the product, that depends on nothing.
struct PackageGraph: Sendable {
    /// One direct dependency of a target, as the manifest writes it and as the graph resolves it.
    struct Edge: Sendable, Hashable {
        /// The name the manifest gives it (a target or a product).
        var written: String
        /// The nodes it brings: targets, or the product when its package is not described.
        var nodes: [String]
    }

    /// The manifest that declares each target (absolute `Package.swift`).
    private(set) var manifestOfTarget: [String: String] = [:]
    /// Each target's direct dependencies, in the manifest's order.
    private(set) var edges: [String: [Edge]] = [:]
    /// The targets, in the order the packages declare them.
    private(set) var targets: [PackageManifest.Target] = []

    init(manifests: [PackageManifest]) {
        let byFolder = Dictionary(manifests.map { ($0.directory, $0) }, uniquingKeysWith: { first, _ in first })
        for manifest in manifests {
            let own = Set(manifest.targets.map(\.name))
            // The described packages this one depends on by path, for products named without one.
            let described = manifest.localPackages.values.compactMap { byFolder[$0] }
            for target in manifest.targets {
                targets.append(target)
                manifestOfTarget[target.name] = manifest.manifestPath
                edges[target.name] = target.dependencies.map { dependency in
                    switch dependency {
                    case .target(let name):
                        return Edge(written: name, nodes: [name])
                    case .byName(let name) where own.contains(name):
                        return Edge(written: name, nodes: [name])
                    case .byName(let name):
                        let product = described.lazy.compactMap { $0.products.first { $0.name == name } }.first
                        return Edge(written: name, nodes: product?.targets ?? [name])
                    case let .product(name, package):
                        let folder = package.flatMap { manifest.localPackages[$0.lowercased()] }
                        let product = folder.flatMap { byFolder[$0] }?.products.first { $0.name == name }
                        return Edge(written: name, nodes: product?.targets ?? [name])
                    }
                }
            }
        }
    }

    /// The `Package.swift` that declares `target`.
    func manifest(of target: String) -> String? { manifestOfTarget[target] }

    /// `target`'s direct dependencies.
    func dependencies(of target: String) -> [Edge] { edges[target] ?? [] }

    /// Whether `name` is a target of the graph.
    func isTarget(_ name: String) -> Bool { edges[name] != nil }

    /// A layer for every target: its folder, its module, and the targets it depends on directly.
    var layers: [Layer] {
        targets.map { target in
            var allowed: [String] = []
            for edge in edges[target.name] ?? [] {
                for node in edge.nodes where isTarget(node) && !allowed.contains(node) { allowed.append(node) }
            }
            return Layer(name: target.name, modules: [target.moduleName], paths: [target.path], mayImport: allowed, manifest: manifestOfTarget[target.name])
        }
    }

    /// The shortest way from `start` (itself included) to a node `isGoal` accepts, as the nodes on
    /// it from `start` to that node; `nil` when there is none.
    func path(from start: String, to isGoal: (String) -> Bool) -> [String]? {
        var cameFrom: [String: String] = [start: start]
        var queue = [start]
        var index = 0
        while index < queue.count {
            let node = queue[index]
            index += 1
            if isGoal(node) {
                var path = [node]
                while let previous = cameFrom[path[0]], previous != path[0] { path.insert(previous, at: 0) }
                return path
            }
            for edge in edges[node] ?? [] {
                for next in edge.nodes where cameFrom[next] == nil {
                    cameFrom[next] = node
                    queue.append(next)
                }
            }
        }
        return nil
    }
}
#endif
