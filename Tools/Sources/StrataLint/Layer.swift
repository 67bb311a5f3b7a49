#if StrataTools
/// One layer of an app's architecture, as `.strata-lint.yml` declares it for the
/// `layer-dependency` rule: which files belong to it, which modules are it, and which layers it
/// may import.
///
/// Declare layers from the innermost out (`Domain`, `Application`, then `Infrastructure` and
/// `Presentation`). A file belongs to a layer by its path; an import names a layer by its module.
/// A file may import its own layer's modules and those of ``mayImport``; importing any other
/// layer's module is a finding. Modules that belong to no layer (Foundation, Strata's libraries)
/// are never findings.
///
/// With `packages` in `.strata-lint.yml`, every target of those packages is a layer of its own:
/// its folder, its module, and the targets it depends on directly (see ``PackageManifest``).
public struct Layer: Sendable, Hashable {
    /// The layer's name, as `may-import` lists of other layers name it.
    public var name: String
    /// The modules that are this layer. Empty means every module whose name ends with ``name``
    /// (`GitHubBrowserDomain` is a `Domain` module).
    public var modules: [String]
    /// The folders (relative to the configuration file) whose Swift files belong to this layer.
    /// Empty means every file with a folder named ``name`` in its path.
    public var paths: [String]
    /// The layers this one may import; `nil` means every layer declared before it.
    public var mayImport: [String]?
    /// The `Package.swift` that declares this layer as a target, when it is a target of a package
    /// of `packages` (absolute); `nil` for a layer declared in `layers`.
    public var manifest: String?

    /// Creates a layer.
    public init(name: String, modules: [String] = [], paths: [String] = [], mayImport: [String]? = nil, manifest: String? = nil) {
        self.name = name
        self.modules = modules
        self.paths = paths
        self.mayImport = mayImport
        self.manifest = manifest
    }

    /// Whether `module` is one of this layer's modules.
    public func contains(module: String) -> Bool {
        modules.isEmpty ? module.hasSuffix(name) : modules.contains(module)
    }

    /// The articles' layers: `Domain` ← `Application` ← `Infrastructure`, `Presentation`
    /// (infrastructure and presentation may import the inner two, never each other).
    public static let articleLayers: [Layer] = [
        Layer(name: "Domain"),
        Layer(name: "Application"),
        Layer(name: "Infrastructure", mayImport: ["Domain", "Application"]),
        Layer(name: "Presentation", mayImport: ["Domain", "Application"]),
    ]
}
#endif
