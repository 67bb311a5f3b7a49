#if StrataTools
import SwiftSyntax

extension RuleID {
    /// An import that breaks the layer order of the configuration, or a dependency of a package's
    /// manifest that breaks its `independent` or `forbidden` rules.
    public static let layerDependency = RuleID("layer-dependency")
}

/// `layer-dependency`: an import, in a file of a layer (``LintConfiguration/layers``), of a module
/// of a layer it may not import — for a target of `packages`, a target it does not depend on
/// directly — or of a module that `independent` or `forbidden` keeps from it, reported at the
/// import. What the manifests themselves declare against `independent` and `forbidden` is reported
/// at the dependency in `Package.swift` (``PackageDependencies``).
struct LayerDependency: LintRule {
    let id = RuleID.layerDependency
    let defaultSeverity = Severity.error
    let summary = "A layer imports only the layers it may depend on (a package's target, its direct dependencies), and never what `independent` or `forbidden` keeps from it."

    /// A check only for a file of a layer.
    func makeCheck(for file: LintedFile) -> (any RuleCheck)? {
        file.layer.map { Check(file: file, layer: $0) }
    }

    private final class Check: RuleCheck {
        let hooks: RuleHooks = [.finishFile]
        let file: LintedFile
        let layer: Layer

        init(file: LintedFile, layer: Layer) {
            self.file = file
            self.layer = layer
        }

        func finishFile() {
            let layers = file.configuration.layers
            let index = layers.firstIndex { $0.name == layer.name } ?? layers.count
            let allowed = Set(layer.mayImport ?? layers[..<index].map(\.name)).union([layer.name])
            let rules = DependencyRules(configuration: file.configuration)
            for (module, position) in file.imports {
                let target = layers.first { $0.contains(module: module) }
                if target?.name == layer.name { continue }
                let name = target.map { "'\(module)' of layer \($0.name)" } ?? "'\(module)'"
                if !rules.isEmpty {
                    if rules.forbids(layer.name, toReach: [module] + (target.map { [$0.name] } ?? [])) {
                        file.report(.layerDependency, at: position, "layer \(layer.name) imports \(name), which `forbidden` keeps from it")
                        continue
                    }
                    if let target, rules.keepsApart(layer.name, target.name) {
                        file.report(.layerDependency, at: position, "layer \(layer.name) imports \(name), which `independent` keeps apart from it")
                        continue
                    }
                }
                guard let target, !allowed.contains(target.name) else { continue }
                if layer.manifest != nil {
                    file.report(
                        .layerDependency, at: position,
                        "target \(layer.name) imports '\(module)', a target it does not depend on in its Package.swift; declare the dependency there or leave the import out"
                    )
                    continue
                }
                let may = allowed.subtracting([layer.name]).sorted()
                let mayText = may.isEmpty ? "no other layer" : may.joined(separator: ", ")
                file.report(.layerDependency, at: position, "layer \(layer.name) imports \(name); \(layer.name) may import \(mayText)")
            }
        }
    }
}
#endif
