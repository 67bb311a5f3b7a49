import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import GitHubBrowserDomain
@testable import GitHubBrowserInfrastructure
import GitHubBrowserFakeGitHub
import Testing

/// A Linux build without the `LiveNetwork` trait has no network transport: its client says so, on
/// the first request, instead of "offline".
@Suite("A build without live network")
struct LiveNetworkUnavailableTests {
    @Test("the client fails at once with what to build, not as offline, and is not retried")
    func clientSaysWhatToBuild() async throws {
        let counting = CountingTransport(LiveNetworkUnavailableTransport())
        let client = GitHubAPIClient(
            configuration: GitHubAPIConfiguration(retryPolicy: RetryPolicy(maximumAttempts: 3, initialBackoff: .milliseconds(1), maximumBackoff: .milliseconds(1))),
            tokenProvider: { nil },
            transport: counting
        )
        let error = await #expect(throws: LiveNetworkUnavailable.self) {
            _ = try await client.search(SearchQuery("swift"), page: .first(size: 10))
        }
        #expect(error?.description.contains("--traits LiveNetwork") == true)
        #expect(error?.description.contains("offline") == false)
        #expect(counting.sends == 1)
    }

    /// Scripts/test.sh (and so CI) builds with `--traits LiveNetwork` and sets this variable: without
    /// the trait the suites that run the client against a fake GitHub would be skipped. A plain
    /// `swift test --package-path Examples` sets nothing, and skips them (`needsLiveTransport`).
    static let liveNetworkRequired = ProcessInfo.processInfo.environment["STRATA_REQUIRE_LIVE_NETWORK"] == "1"

    @Test(
        "when Scripts/test.sh runs the tests, the build has the live transport, so the hostile-server suites test the one Linux ships",
        .enabled(if: liveNetworkRequired, "only Scripts/test.sh requires the live transport (STRATA_REQUIRE_LIVE_NETWORK=1)")
    )
    func testBuildHasLiveNetwork() {
        #expect(GitHubAPIClient.hasLiveNetwork, "built without the LiveNetwork trait: run swift test --package-path Examples --traits LiveNetwork")
        #expect(LiveTransport.isBuilt, "the tests' own view of the build (FakeGitHub's LiveTransport) must agree")
    }
}
