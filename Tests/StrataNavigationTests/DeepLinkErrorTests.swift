import StrataNavigation
import Testing

@Suite("DeepLinkError")
struct DeepLinkErrorTests {
    @Test("every error says what was wrong, naming the offending part")
    func descriptions() {
        let errors: [(DeepLinkError, String)] = [
            (.malformedURL("a b"), "\"a b\""),
            (.missingScheme, "no scheme"),
            (.unsupportedScheme("ftp"), "\"ftp\""),
            (.missingHost, "no host"),
            (.unknownHost("evil.com"), "\"evil.com\""),
            (.malformedPercentEncoding("%zz"), "\"%zz\""),
            (.emptySegment(path: "/a//b", position: 1), "position 1"),
            (.noMatchingRoute(path: "/x"), "\"/x\""),
            (.missingQueryParameter(name: "q", path: "/search"), "\"q\""),
            (.emptyQueryParameter(name: "q", path: "/search"), "is empty"),
            (.undeclaredParameter(name: "n", pattern: "/p"), "\"n\""),
            (.invalidParameter(name: "n", value: "v", expected: "an integer"), "an integer"),
            (.rejected(pattern: "/p", reason: "nope"), "nope"),
        ]
        for (error, fragment) in errors {
            #expect(error.description.contains(fragment), "\(error)")
        }
    }
}
