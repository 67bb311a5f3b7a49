#if StrataTools
import StrataLint
import Testing

@Suite("Configuration")
struct ConfigurationTests {
    @Test("an empty file is the defaults; rules can be turned off, set to a severity, or configured by a mapping")
    func settings() throws {
        #expect(try LintConfiguration(yaml: "", baseDirectory: "/").disabledRules.isEmpty)
        let yaml = """
            excluded:
              - Generated
            rules:
              inline-alert-handler: off
              root-view-init-data: warning
              view-controller-length:
                enabled: false
              layer-dependency: { severity: warning }
            """
        let configuration = try LintConfiguration(yaml: yaml, baseDirectory: "/repo")
        #expect(configuration.disabledRules == [.inlineAlertHandler, .viewControllerLength])
        #expect(configuration.severity(of: .rootViewInitData) == .warning)
        #expect(configuration.severity(of: .layerDependency) == .warning)
        #expect(configuration.severity(of: .uiImportInPresentation) == .error)
        #expect(configuration.excludedPaths == ["Generated"])
    }

    @Test("malformed configurations name the line of the problem", arguments: [
        ("rules:\n  inline-alert-handlr: off\n", 2, "unknown rule `inline-alert-handlr`"),
        ("rules:\n  view-controller-length:\n    max-lines: many\n", 3, "not a positive whole number"),
        ("rules:\n  view-controller-length:\n    colour: red\n", 3, "unknown option `colour`"),
        ("rules:\n  inline-alert-handler: sometimes\n", 2, "not a setting"),
        ("rules: [a, b]\n", 1, "must be a mapping"),
        ("excluded: [a\nrules: {}\n", 2, "not valid YAML"),
        ("exclude: [a]\n", 1, "unknown key `exclude`"),
        ("layers:\n  - Domain\n  - name: UI\n    may-import: [Data]\n", 3, "not declared before it"),
        ("rules:\n  root-view-init-data:\n    severity: fatal\n", 3, "not a severity"),
    ])
    func malformed(yaml: String, line: Int, message: String) {
        #expect {
            try LintConfiguration(yaml: yaml, baseDirectory: "/")
        } throws: { error in
            guard let error = error as? ConfigurationError else { return false }
            return error.line == line && error.message.contains(message)
        }
    }

    @Test("an error read from a file names the file and the line")
    func fileError() throws {
        let error = ConfigurationError(path: ".strata-lint.yml", line: 4, message: "unknown rule `x`")
        #expect(error.description == ".strata-lint.yml:4: unknown rule `x`")
    }
}
#endif
