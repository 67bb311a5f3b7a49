#if StrataTools
import StrataLint
import Testing

@Suite("layer-dependency")
struct LayerDependencyTests {
    @Test("with the default layers, a Domain file importing an Application module and a Presentation file importing Infrastructure are reported")
    func defaultLayers() {
        let domain = lint("import Foundation\nimport GitHubBrowserApplication\n", path: "App/Domain/Entities/Repository.swift")
        #expect(domain.map(\.rule) == [.layerDependency])
        #expect(domain.first?.line == 2)
        #expect(domain.first?.message == "layer Domain imports 'GitHubBrowserApplication' of layer Application; Domain may import no other layer")
        let presentation = lint("import GitHubBrowserApplication\nimport GitHubBrowserInfrastructure\n", path: "App/Presentation/Search/SearchPresenter.swift")
        #expect(presentation.map(\.line) == [2])
        #expect(presentation.first?.message.contains("may import Application, Domain") == true)
    }

    @Test("inward imports, imports of no layer and files in no layer are not reported")
    func allowed() {
        #expect(rules("import GitHubBrowserDomain\nimport Foundation\n", path: "App/Application/Search.swift").isEmpty)
        #expect(rules("import GitHubBrowserDomain\nimport GitHubBrowserApplication\nimport StrataAlert\n", path: "App/Presentation/P.swift").isEmpty)
        #expect(rules("import GitHubBrowserInfrastructure\nimport GitHubBrowserPresentation\n", path: "App/Composition/Root.swift").isEmpty)
    }

    @Test("layers declared in the configuration, with paths, modules and may-import")
    func configuredLayers() throws {
        let yaml = """
            layers:
              - name: Core
                paths: [Sources/Core]
                modules: [Core]
              - name: Features
                paths: [Sources/Features]
                modules: [SearchFeature, ProfileFeature]
              - name: UI
                paths: [Sources/UI]
                modules: [DesignSystem]
                may-import: [Core]
            """
        let configuration = try LintConfiguration(yaml: yaml, baseDirectory: "/repo")
        #expect(rules("import SearchFeature\n", path: "/repo/Sources/Core/A.swift", configuration: configuration) == [.layerDependency])
        #expect(rules("import Core\nimport ProfileFeature\n", path: "/repo/Sources/Features/A.swift", configuration: configuration).isEmpty)
        #expect(rules("import Core\nimport SearchFeature\n", path: "/repo/Sources/UI/A.swift", configuration: configuration) == [.layerDependency])
        #expect(rules("import SearchFeature\n", path: "/repo/Other/Core/A.swift", configuration: configuration).isEmpty)
    }

    @Test("an empty list of layers turns the rule into a no-op")
    func noLayers() throws {
        let configuration = try LintConfiguration(yaml: "layers: []\n", baseDirectory: "/")
        #expect(rules("import GitHubBrowserApplication\n", path: "Domain/A.swift", configuration: configuration).isEmpty)
    }
}
#endif
