import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import GitHubBrowserDomain
@testable import GitHubBrowserInfrastructure
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

    @Test("this test build has the live transport, so the hostile-server suites test the one Linux ships")
    func testBuildHasLiveNetwork() {
        // Scripts/test.sh and CI build with --traits LiveNetwork; without it the suites that run
        // the client against a fake GitHub would exercise nothing but this refusal.
        #expect(GitHubAPIClient.hasLiveNetwork, "built without the LiveNetwork trait: run swift test --package-path Examples --traits LiveNetwork")
    }
}
