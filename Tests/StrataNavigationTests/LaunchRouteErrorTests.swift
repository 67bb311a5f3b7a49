import StrataNavigation
import Testing

@Suite("LaunchRouteError")
struct LaunchRouteErrorTests {
    @Test("every error explains itself")
    func descriptions() {
        #expect(LaunchRouteError.unrecognizedNotification(payload: ["b": "", "a": ""]).description.contains("[\"a\", \"b\"]"))
        #expect(LaunchRouteError.unknownShortcut(type: "s").description.contains("\"s\""))
        #expect(LaunchRouteError.unknownSpotlightItem(identifier: "i").description.contains("\"i\""))
        #expect(LaunchRouteError.universalLinkIsNotWeb(scheme: "ftp").description.contains("\"ftp\""))
        #expect(LaunchRouteError.deepLink(.missingScheme).description == DeepLinkError.missingScheme.description)
    }
}
