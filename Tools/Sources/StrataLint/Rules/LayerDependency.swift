#if StrataTools
import SwiftSyntax

extension RuleID {
    /// An import that breaks the layer order of the configuration.
    public static let layerDependency = RuleID("layer-dependency")
}

/// `layer-dependency`: an import, in a file of a layer (``LintConfiguration/layers``), of a module
/// of a layer it may not import, reported at the import.
struct LayerDependency: LintRule {
    let id = RuleID.layerDependency
    let defaultSeverity = Severity.error
    let summary = "A layer imports only the layers it may depend on, as the configuration declares."

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
            for (module, position) in file.imports {
                guard let target = layers.first(where: { $0.contains(module: module) }), !allowed.contains(target.name) else { continue }
                let may = allowed.subtracting([layer.name]).sorted()
                let mayText = may.isEmpty ? "no other layer" : may.joined(separator: ", ")
                file.report(
                    .layerDependency, at: position,
                    "layer \(layer.name) imports '\(module)' of layer \(target.name); \(layer.name) may import \(mayText)"
                )
            }
        }
    }
}
#endif
