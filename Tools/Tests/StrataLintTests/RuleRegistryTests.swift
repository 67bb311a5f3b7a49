#if StrataTools
import Foundation
import StrataLint
import Testing

@Suite("Rule registry")
struct RuleRegistryTests {
    @Test("every rule is listed once, in the reports' order, under its own name and with a description; a name no rule has is no rule")
    func everyRuleOnce() {
        #expect(RuleID.allCases.map(\.rawValue) == [
            "view-controller-length", "ui-import-in-presentation", "inline-alert-handler", "root-view-init-data",
            "implicitly-unwrapped-injection", "input-registration-outside-view-did-load", "screen-transition-in-view-controller",
            "layer-dependency", "unparseable-file",
        ])
        for rule in RuleID.allCases {
            #expect(RuleID(rawValue: rule.rawValue) == rule)
            #expect(!rule.summary.isEmpty)
        }
        #expect(RuleID(rawValue: "no-such-rule") == nil)
    }

    @Test("a rule is written as its name, and read back only when a rule has that name")
    func codable() throws {
        let data = try JSONEncoder().encode([RuleID.layerDependency, .unparseableFile])
        #expect(String(decoding: data, as: UTF8.self) == #"["layer-dependency","unparseable-file"]"#)
        #expect(try JSONDecoder().decode([RuleID].self, from: data) == [.layerDependency, .unparseableFile])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([RuleID].self, from: Data(#"["no-such-rule"]"#.utf8)) }
    }
}
#endif
