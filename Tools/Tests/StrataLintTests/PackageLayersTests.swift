#if StrataTools
import Foundation
import StrataLint
import Testing

/// `packages`: every target of a package is a layer that may import exactly its direct
/// dependencies.
@Suite("layer-dependency: the layers of a package's manifest")
struct PackageLayersTests {
    @Test("a package description becomes one layer per target: its folder, its module, its direct dependencies")
    func layersFromDescription() throws {
        let folder = try TemporaryFolder()
        let manifest = try PackageFixture.manifest(in: folder)
        #expect(manifest.name == "App")
        #expect(manifest.targets.map(\.name) == ["Core", "MVP", "Redux", "Shared", "Views", "Infrastructure", "AppTests"])
        var configuration = try LintConfiguration(yaml: "packages: [.]\n", baseDirectory: folder.path)
        configuration.addPackage(manifest)
        let layers = Dictionary(uniqueKeysWithValues: configuration.layers.map { ($0.name, $0) })
        #expect(configuration.layers.count == 7)  // the articles' default layers are not used
        #expect(layers["Core"]?.paths == [folder.path + "/Sources/Core"])
        #expect(layers["Infrastructure"]?.paths == [folder.path + "/Sources/Infra"])
        #expect(layers["AppTests"]?.paths == [folder.path + "/Tests/AppTests"])
        #expect(layers["Views"]?.modules == ["Views"])
        // The product of a package that is not described is no layer.
        #expect(layers["Views"]?.mayImport == ["Shared", "Infrastructure"])
        #expect(layers["Redux"]?.mayImport == ["Core", "Shared"])
        #expect(layers["Core"]?.mayImport == [])
        #expect(layers["Shared"]?.manifest == folder.path + "/Package.swift")
    }

    @Test("a product of another described package is the targets it is made of; a module name has no '-'")
    func productsOfDescribedPackages() throws {
        let library = PackageManifest(
            name: "Lib", directory: "/work/Lib",
            targets: [.init(name: "LibCore", path: "/work/Lib/Sources/LibCore"), .init(name: "Lib-UI", path: "/work/Lib/Sources/Lib-UI")],
            products: [.init(name: "LibKit", targets: ["LibCore", "Lib-UI"])]
        )
        let app = PackageManifest(
            name: "App", directory: "/work/App",
            targets: [.init(name: "Screens", path: "/work/App/Sources/Screens", dependencies: [.product("LibKit", package: "Lib")])],
            localPackages: ["lib": "/work/Lib"]
        )
        var configuration = LintConfiguration(baseDirectory: "/work")
        configuration.layers = []
        configuration.addPackage(app)
        #expect(configuration.layers.first { $0.name == "Screens" }?.mayImport == [])
        configuration.addPackage(library)  // added after the package that uses it: resolved all the same
        #expect(configuration.layers.first { $0.name == "Screens" }?.mayImport == ["LibCore", "Lib-UI"])
        #expect(configuration.layers.first { $0.name == "Lib-UI" }?.modules == ["Lib_UI"])
        #expect(rules("import Lib_UI\nimport LibCore\n", path: "/work/App/Sources/Screens/A.swift", configuration: configuration).isEmpty)
    }

    @Test("an import of a target that is not a direct dependency is reported, one reached only through another target too")
    func undeclaredImport() throws {
        let folder = try TemporaryFolder()
        let configuration = try PackageFixture.configuration("packages: [.]\n", in: folder)
        let path = folder.path + "/Sources/Views/Screen.swift"
        // Core is reached through Shared: SwiftPM lets it be imported, the manifest does not declare it.
        let findings = lint("import Shared\nimport Core\nimport Drawing\nimport Foundation\n", path: path, configuration: configuration)
        #expect(findings.map(\.line) == [2])
        #expect(findings.first?.message == "target Views imports 'Core', a target it does not depend on in its Package.swift; declare the dependency there or leave the import out")
        #expect(rules("import Core\nimport MVP\n", path: folder.path + "/Sources/Shared/A.swift", configuration: configuration).isEmpty)
        #expect(rules("import Views\n", path: folder.path + "/Sources/Infra/Store.swift", configuration: configuration) == [.layerDependency])
        // A file of no target is in no layer.
        #expect(rules("import Views\n", path: folder.path + "/Scripts/Tool.swift", configuration: configuration).isEmpty)
    }

    @Test("linting the package's folder: each file is held to its own target's dependencies")
    func lintingTheFolder() throws {
        let folder = try TemporaryFolder()
        try PackageFixture.write([
            "Sources/Core/Core.swift": "public struct Core {}\n",
            "Sources/MVP/P.swift": "import Core\n",
            "Sources/Views/V.swift": "import Shared\nimport Core\n",
        ], in: folder)
        let configuration = try PackageFixture.configuration("packages: [.]\n", in: folder)
        #expect(try PackageFixture.lint(folder, configuration: configuration) == [
            "Sources/Views/V.swift:2:1: target Views imports 'Core', a target it does not depend on in its Package.swift; declare the dependency there or leave the import out",
        ])
    }
}
#endif
