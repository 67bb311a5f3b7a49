#if StrataTools
import Foundation
import StrataLint
import Testing

/// `independent` and `forbidden`: on imports, and on the manifest's graph at the line of the
/// dependency.
@Suite("layer-dependency: independent and forbidden")
struct DependencyRulesTests {
    private static let yaml = """
        packages: [.]
        independent:
          - [MVP, MVPViews]
          - [Redux]
        forbidden:
          - from: ["View*"]
            to: [Infrastructure, UIKit]

        """

    @Test("a dependency between two independent groups is reported at its Package.swift line, directly or through another target")
    func independentInManifest() throws {
        let folder = try TemporaryFolder()
        try PackageFixture.write([:], in: folder)
        let findings = try PackageFixture.lint(folder, configuration: try PackageFixture.configuration(Self.yaml, in: folder))
        #expect(findings.contains(
            "Package.swift:14:17: target Redux depends on Shared, and through it on MVP (Shared → MVP), which `independent` keeps apart from it"
        ))
        // Shared is in no group: it may depend on MVP. AppTests, in none either, may depend on both.
        #expect(!findings.contains { $0.contains("target Shared") || $0.contains("target AppTests") })
    }

    @Test("a direct dependency between independent groups names the target it depends on")
    func independentDirect() throws {
        let folder = try TemporaryFolder()
        try PackageFixture.write([:], in: folder)
        let configuration = try PackageFixture.configuration("packages: [.]\nindependent: [[Shared], [MVP]]\n", in: folder)
        #expect(try PackageFixture.lint(folder, configuration: configuration) == [
            "Package.swift:17:56: target Shared depends on MVP, which `independent` keeps apart from it",
        ])
    }

    @Test("an import of a module of another independent group is reported, even when the manifest declares it")
    func independentImport() throws {
        let folder = try TemporaryFolder()
        let configuration = try PackageFixture.configuration("packages: [.]\nindependent: [[Shared], [MVP]]\n", in: folder)
        let findings = lint("import Core\nimport MVP\n", path: folder.path + "/Sources/Shared/S.swift", configuration: configuration)
        #expect(findings.map(\.line) == [2])
        #expect(findings.first?.message == "layer Shared imports 'MVP' of layer MVP, which `independent` keeps apart from it")
        // A target in no group is held to its dependencies only.
        #expect(rules("import MVP\nimport Redux\n", path: folder.path + "/Tests/AppTests/T.swift", configuration: configuration).isEmpty)
    }

    @Test("forbidden: in the manifest (with a pattern) and on an import of a module that is no layer")
    func forbidden() throws {
        let folder = try TemporaryFolder()
        try PackageFixture.write([
            "Sources/Views/Screen.swift": "import Shared\nimport UIKit\n",
            "Sources/Views/Store.swift": "import Infrastructure\n",
            "Sources/Shared/S.swift": "import UIKit\n",  // Shared is not a View*
        ], in: folder)
        let findings = try PackageFixture.lint(folder, configuration: try PackageFixture.configuration(Self.yaml, in: folder))
        #expect(findings.filter { !$0.contains("`independent`") } == [
            "Package.swift:18:104: target Views depends on Infrastructure, which `forbidden` keeps from it",
            "Sources/Views/Screen.swift:2:1: layer Views imports 'UIKit', which `forbidden` keeps from it",
            "Sources/Views/Store.swift:1:1: layer Views imports 'Infrastructure' of layer Infrastructure, which `forbidden` keeps from it",
        ])
    }

    @Test("forbidden holds through other targets, reported where the way starts")
    func forbiddenTransitively() throws {
        let folder = try TemporaryFolder()
        try PackageFixture.write([:], in: folder)
        let configuration = try PackageFixture.configuration("packages: [.]\nforbidden: [{ from: [Redux], to: [Core] }]\n", in: folder)
        #expect(try PackageFixture.lint(folder, configuration: configuration) == [
            "Package.swift:13:17: target Redux depends on Core, which `forbidden` keeps from it",
            "Package.swift:14:17: target Redux depends on Shared, and through it on Core (Shared → Core), which `forbidden` keeps from it",
        ])
    }

    @Test("the manifest's findings follow the rule's severity and go when it is off")
    func severity() throws {
        let folder = try TemporaryFolder()
        try PackageFixture.write([:], in: folder)
        var configuration = try PackageFixture.configuration("packages: [.]\nindependent: [[Shared], [MVP]]\nrules: { layer-dependency: warning }\n", in: folder)
        #expect(try Linter(configuration: configuration).lint(paths: [folder.path]).findings.map(\.severity) == [.warning])
        configuration.disabledRules.insert(.layerDependency)
        #expect(try Linter(configuration: configuration).lint(paths: [folder.path]).findings.isEmpty)
    }

    @Test("hand-written layers take independent and forbidden too")
    func handWrittenLayers() throws {
        let yaml = """
            layers:
              - { name: Domain }
              - { name: Flux, may-import: [Domain] }
              - { name: Redux, may-import: [Domain] }
            independent: [[Flux], [Redux]]
            forbidden: [{ from: [Domain], to: [Foundation] }]
            """
        let configuration = try LintConfiguration(yaml: yaml, baseDirectory: "/")
        #expect(rules("import Foundation\n", path: "App/Domain/A.swift", configuration: configuration) == [.layerDependency])
        #expect(lint("import AppRedux\n", path: "App/Flux/A.swift", configuration: configuration).first?.message.contains("`independent`") == true)
    }

    @Test("the keys are read, and a malformed rule is refused with its line")
    func reading() throws {
        let configuration = try LintConfiguration(yaml: Self.yaml, baseDirectory: "/repo")
        #expect(configuration.packages == ["."])
        #expect(configuration.independentGroups == [["MVP", "MVPViews"], ["Redux"]])
        #expect(configuration.forbiddenDependencies == [ForbiddenDependency(from: ["View*"], to: ["Infrastructure", "UIKit"])])
        #expect(configuration.layers.isEmpty)
        #expect(throws: ConfigurationError(path: nil, line: 2, message: "a group of `independent` must be a list of layers, as [A, B]")) {
            try LintConfiguration(yaml: "independent:\n  - MVP\n", baseDirectory: "/")
        }
        #expect(throws: ConfigurationError(path: nil, line: 1, message: "a rule of `forbidden` needs both `from` and `to`")) {
            try LintConfiguration(yaml: "forbidden: [{ from: [A] }]\n", baseDirectory: "/")
        }
        #expect(throws: ConfigurationError(path: nil, line: 1, message: "unknown key `form` in a rule of `forbidden`; expected from and to")) {
            try LintConfiguration(yaml: "forbidden: [{ form: [A], to: [B] }]\n", baseDirectory: "/")
        }
    }
}
#endif
