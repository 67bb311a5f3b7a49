#if StrataTools
import Foundation

extension LintConfiguration {
    /// Reads the targets of every package of ``packages`` from SwiftPM (`swift package
    /// dump-package`, which compiles the manifest but resolves no dependency) and makes each
    /// target a layer (``addPackage(_:)``). `strata lint` calls it after reading
    /// `.strata-lint.yml`; with no ``packages`` it does nothing.
    ///
    /// - Parameters:
    ///   - swift: the `swift` program; by default the first on `PATH`.
    ///   - timeout: how long one package's description may take before it is stopped.
    /// - Throws: ``PackageDescriptionError`` naming the package and saying why, when a package
    ///   cannot be described.
    public mutating func describePackages(swift: String? = nil, timeout: Duration = .seconds(60)) throws(PackageDescriptionError) {
        for package in packages {
            let folder = PathResolver.absolute(package, in: baseDirectory)
            let shown = (package == "." || package.isEmpty ? "" : (package.hasSuffix("/") ? package : package + "/")) + "Package.swift"
            addPackage(try PackageManifest.describe(packageAt: folder, shownAs: shown, swift: swift, timeout: timeout))
        }
    }

    /// Makes every target of `manifest` a layer: its files are those of its folder, its module
    /// the target's module, and it may import exactly the targets it depends on directly —
    /// targets of its package, and the targets of a product of another package added here (a
    /// module of any other package is no layer, and never a finding). Replaces the layers of
    /// packages added before, so that a product of a package added later is resolved too.
    public mutating func addPackage(_ manifest: PackageManifest) {
        packageManifests.append(manifest)
        packageGraph = PackageGraph(manifests: packageManifests)
        layers = layers.filter { $0.manifest == nil } + packageGraph.layers
    }
}
#endif
