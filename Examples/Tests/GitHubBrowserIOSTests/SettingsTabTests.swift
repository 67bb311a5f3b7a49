#if os(Linux)  // UIKitSimulation, which these tests drive, exists on Linux only
import Foundation
import GitHubBrowserFlux
import GitHubBrowserFluxUIKit
import GitHubBrowserReduxUIKit
import GitHubBrowserUIKit
import GitHubBrowserUIKitViews
import GitHubBrowserVocabulary
import SampleUIKitScreens
import StrataNavigation
import StrataTesting
import StrataUIKit
import Testing
@testable import GitHubBrowserIOS

extension SceneDelegateTests {
    /// The Settings screen on the tab bar of `delegate`'s client: the last tab.
    private func settings(of delegate: SceneDelegate) throws -> SettingsViewController {
        let controllers = try #require(delegate.browser?.tabBarController.viewControllers)
        let settings = try #require(controllers.last as? SettingsViewController)
        settings.loadViewIfNeeded()
        return settings
    }

    private func titles(_ settings: SettingsViewController) -> [String] {
        settings.rootView.architectureButtons.compactMap { $0.button.currentTitle }
    }

    @Test("Settings is the last tab in every architecture: the three architectures with the chapter of each, the one running marked, and the version",
          arguments: BrowserArchitecture.allCases)
    func settingsTab(_ architecture: BrowserArchitecture) throws {
        let folder = useNewFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        SceneDelegate.settings.set(architecture.rawValue, forKey: ArchitectureChoice.key)
        let settings = try settings(of: connect())
        #expect(settings.title == SettingsTab.title)
        let marked = ["MVP", "Flux", "Redux"].map { $0.lowercased() == architecture.rawValue ? "✓ \($0)" : $0 }
        #expect(titles(settings) == marked)
        #expect(settings.rootView.versionLabel.text == "Version unknown", "the tests run outside an app bundle")
        #expect(SettingsTab.version(info: ["CFBundleShortVersionString": "1.0", "CFBundleVersion": "7"]) == "Version 1.0 (7)")
        // Only a debug build of the Redux client offers its state (the tests are a debug build).
        #expect(settings.rootView.dumpStateButton.isHidden == (architecture != .redux))
    }

    @Test("choosing another architecture runs the client in it at once, keeps it for the next launch, shows Settings again and counts no launch")
    func switchArchitecture() throws {
        let folder = useNewFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let delegate = connect()
        #expect(delegate.browser is UIKitBrowser)
        let counts = try #require(delegate.launchPaths).recorder.counts
        for (architecture, kind) in [(BrowserArchitecture.flux, FluxUIKitBrowser.self as Any.Type), (.redux, ReduxUIKitBrowser.self), (.mvp, UIKitBrowser.self)] {
            let button = try #require(try settings(of: delegate).rootView.architectureButtons.first { $0.architecture == architecture }?.button)
            let violations = SimulatedUIKit.violations { button.sendActions(for: .touchUpInside) }
            #expect(violations.isEmpty, "\(violations)")
            let browser = try #require(delegate.browser)
            #expect(type(of: browser) == kind, "\(architecture)")
            #expect(delegate.window?.rootViewController === browser.tabBarController)
            #expect(browser.tabBarController.selectedViewController === browser.tabBarController.viewControllers?.last, "Settings again")
            #expect(titles(try settings(of: delegate)).contains("✓ \(architecture == .mvp ? "MVP" : architecture.rawValue.capitalized)"))
            #expect(try ArchitectureChoice.read(from: SceneDelegate.settings) == architecture)
            #expect(try #require(delegate.launchPaths).recorder.counts == counts, "running the client anew is not a launch")
        }
        // The client that runs is the one chosen: its Search tab answers.
        #expect(delegate.browser?.tabs == [.search, .favourites, .publicRepositories, .account])
    }

    @Test("the Book's chapters 14 and 15 run the GitHub client in Flux and in Redux, on its Search tab, and keep it", arguments: [
        (14, BrowserArchitecture.flux), (15, .redux),
    ])
    func bookRunsTheClient(chapter: Int, architecture: BrowserArchitecture) throws {
        let folder = useNewFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let delegate = connect()
        let browser = try #require(delegate.browser)
        let controllers = try #require(browser.tabBarController.viewControllers)
        let bookNavigation = try #require(controllers[browser.tabs.count] as? UINavigationController)
        let book = try #require(bookNavigation.topViewController as? BookViewController)
        let row = try #require(book.entries.firstIndex { $0.chapter == chapter }, "the Book lists chapter \(chapter)")
        #expect(book.entries[row].japaneseTitle.hasPrefix("第\(chapter)章 "))
        let violations = SimulatedUIKit.violations { book.rootView.tableView.simulateSelection(at: IndexPath(row: row, section: 0)) }
        #expect(violations.isEmpty, "\(violations)")
        let running = try #require(delegate.browser)
        #expect(running !== browser)
        #expect(running is FluxUIKitBrowser == (architecture == .flux) && running is ReduxUIKitBrowser == (architecture == .redux))
        #expect(running.tabBarController.selectedIndex == 0, "the Search tab")
        #expect(try ArchitectureChoice.read(from: SceneDelegate.settings) == architecture)
    }

    @Test("a debug build of the Redux client shows its store's state; the running architecture's own button does nothing")
    func reduxStateDump() throws {
        let folder = useNewFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        SceneDelegate.settings.set("redux", forKey: ArchitectureChoice.key)
        let delegate = connect()
        let settings = try settings(of: delegate)
        settings.rootView.dumpStateButton.sendActions(for: .touchUpInside)
        let dump = try #require(settings.rootView.stateLabel.text)
        #expect(dump.contains("BrowserState") && dump.contains("navigation"), "\(dump.prefix(200))")
        let browser = try #require(delegate.browser)
        try #require(settings.rootView.architectureButtons.first { $0.architecture == .redux }).button.sendActions(for: .touchUpInside)
        #expect(delegate.browser === browser, "choosing the running architecture starts nothing")
    }
}
#endif
