import Foundation
import GitHubBrowserComposition
import Testing

@Suite("LaunchSettings")
struct LaunchSettingsTests {
    @Test("defaults to a plain run: offline, the public API, no link, no environment")
    func defaults() {
        let settings = LaunchSettings(databaseURL: URL(fileURLWithPath: "/d/b.sqlite"), catalogURL: URL(fileURLWithPath: "/d/c.sqlite"))
        #expect(settings.source == .offline)
        #expect(settings.apiURL == nil)
        #expect(settings.link == nil)
        #expect(settings.environment.isEmpty)
        #expect(settings.databaseURL.path == "/d/b.sqlite")
        #expect(settings.catalogURL.path == "/d/c.sqlite")
    }
}
