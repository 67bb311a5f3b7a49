import StrataNavigation
import Testing

@Suite("DeepLinkPatternError")
struct DeepLinkPatternErrorTests {
    @Test("every error names the pattern or parameter")
    func descriptions() {
        let errors: [(DeepLinkPatternError, String)] = [
            (.missingLeadingSlash(pattern: "p1"), "p1"),
            (.emptySegment(pattern: "p2"), "p2"),
            (.emptyParameterName(pattern: "p3"), "p3"),
            (.duplicateParameter(name: "n4", pattern: "p4"), "n4"),
            (.invalidQuery(pattern: "p5"), "p5"),
            (.missingValue(parameter: "n6"), "n6"),
            (.emptyValue(parameter: "n7"), "n7"),
        ]
        for (error, name) in errors {
            #expect(error.description.contains("\"\(name)\""))
        }
    }
}
