import Foundation
import GitHubBrowserInfrastructure
import Testing

@Suite("DataDirectory")
struct DataDirectoryTests {
    @Test("the default location follows XDG_DATA_HOME, then ~/.local/share")
    func defaultLocation() {
        let xdg = DataDirectory.default(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/u"])
        #expect(xdg.url.path == "/data/strata-github-browser")
        let home = DataDirectory.default(environment: ["HOME": "/home/u"])
        #expect(home.url.path == "/home/u/.local/share/strata-github-browser")
        #expect(home.userDatabase.lastPathComponent == "browser.sqlite")
    }

    @Test("a relative XDG_DATA_HOME is ignored, as the XDG rules require")
    func relativeXDG() {
        let directory = DataDirectory.default(environment: ["XDG_DATA_HOME": "relative/path", "HOME": "/home/u"])
        #expect(directory.url.path == "/home/u/.local/share/strata-github-browser")
        #expect(directory.catalogDatabase.lastPathComponent == "catalog.sqlite")
    }
}
