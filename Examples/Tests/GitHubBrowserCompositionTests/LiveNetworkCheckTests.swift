@testable import GitHubBrowserComposition
import GitHubBrowserInfrastructure
import Testing

/// `--source github` in a build that cannot reach the network is refused before anything is opened,
/// with the command that builds one that can.
@Suite("The live source in a build without live network")
struct LiveNetworkCheckTests {
    @Test("is refused, naming the trait and the command")
    func refused() {
        let error = #expect(throws: LaunchError.self) {
            try BrowserComposition.checkLiveNetwork(for: .github, hasLiveNetwork: false)
        }
        #expect(error?.message.contains("--traits LiveNetwork") == true)
        #expect(error?.message.contains("offline catalog") == true)
    }

    @Test("the offline catalog needs no network; a build with it takes either source")
    func allowed() throws {
        try BrowserComposition.checkLiveNetwork(for: .offline, hasLiveNetwork: false)
        try BrowserComposition.checkLiveNetwork(for: .offline, hasLiveNetwork: true)
        try BrowserComposition.checkLiveNetwork(for: .github, hasLiveNetwork: true)
    }
}
