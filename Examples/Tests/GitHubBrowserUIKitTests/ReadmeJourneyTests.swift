#if os(Linux)  // UIKitSimulation, which these tests drive, exists on Linux only
import Foundation
import GitHubBrowserApplication
import GitHubBrowserDomain
import GitHubBrowserNavigation
import GitHubBrowserTestSupport
import GitHubBrowserVocabulary
import StrataTesting
import StrataUIKit
import Testing

/// The README on the UIKit detail screen, in the simulated window: its lines, its states, and the
/// Try again button.
@MainActor
@Suite("GitHub Browser on UIKit: the README on the detail screen", .simulatedUIKit)
struct ReadmeJourneyTests {
    private let nio = SampleRepositories.nio.id

    @Test("the README's lines under the facts: markers, quote bar, code as written")
    func rendered() async throws {
        let harness = UIKitBrowserHarness(readmes: InMemoryReadmes([nio: SampleReadmes.plain]))
        harness.browser.coordinator.open(.repository(nio))
        #expect(await eventually { harness.detail?.rootView.readmeLabel.text?.contains("Apache 2.0") == true })
        let root = try #require(harness.detail?.rootView)
        let text = try #require(root.readmeLabel.text)
        #expect(root.readmeHeadingLabel.text == "README")
        #expect(text.hasPrefix("swift-nio\n\nAn event-driven network framework. See the docs and run swift build."))
        #expect(text.contains("• Channels\n  • Pipelines\n1. Fast"))
        #expect(text.contains("│ Non-blocking I/O."))
        #expect(text.contains("    let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)"))
        #expect(root.readmeStatusLabel.text == "")
        #expect(root.readmeRetryButton.isHidden)
    }

    @Test("the hostile README's text keeps no control, C1 or bidi character")
    func hostile() async throws {
        let harness = UIKitBrowserHarness(readmes: InMemoryReadmes([nio: SampleReadmes.hostile]))
        harness.browser.coordinator.open(.repository(nio))
        #expect(await eventually { harness.detail?.rootView.readmeLabel.text?.contains("indented") == true })
        let text = try #require(harness.detail?.rootView.readmeLabel.text)
        #expect(!SampleReadmes.holdsControlCharacters(text))
    }

    @Test("none, a failure with Try again, and the offline source each say so")
    func states() async throws {
        let none = UIKitBrowserHarness(readmes: InMemoryReadmes())
        none.browser.coordinator.open(.repository(nio))
        #expect(await eventually { none.detail?.rootView.readmeStatusLabel.text == "This repository has no README." })

        let readmes = InMemoryReadmes([nio: SampleReadmes.plain])
        await readmes.fail(with: .serviceUnavailable(retryAfter: nil))
        let failing = UIKitBrowserHarness(readmes: readmes)
        failing.browser.coordinator.open(.repository(nio))
        #expect(await eventually { failing.detail?.rootView.readmeStatusLabel.text?.contains("GitHub is unavailable") == true })
        let root = try #require(failing.detail?.rootView)
        #expect(!root.readmeRetryButton.isHidden)
        await readmes.fail(with: nil)
        root.readmeRetryButton.sendActions(for: .touchUpInside)
        #expect(await eventually { root.readmeLabel.text?.contains("Apache 2.0") == true })
        #expect(root.readmeRetryButton.isHidden)

        let offline = UIKitBrowserHarness()
        offline.browser.coordinator.open(.repository(nio))
        #expect(await eventually { offline.detail?.rootView.readmeStatusLabel.text?.contains("--source github") == true })
    }
}
#endif
