#if os(Linux)  // UIKitSimulation, which these tests drive, exists on Linux only
import Foundation
import GitHubBrowserIOSStorage
import GitHubBrowserVocabulary
import SampleUIKitScreens
import StrataTesting
import StrataUIKit
import Testing
@testable import GitHubBrowserIOS

extension SceneDelegateTests {
    @Test("the Book follows the browser's four tabs, in every architecture: tapping it shows the chapters, and the browser's tabs still answer after it",
          arguments: BrowserArchitecture.allCases)
    func bookTab(_ architecture: BrowserArchitecture) throws {
        let folder = useNewFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let defaults = UserDefaults(suiteName: "strata-ios-\(UUID().uuidString)") ?? .standard
        defaults.set(architecture.rawValue, forKey: ArchitectureChoice.key)
        SceneDelegate.settings = defaults
        var delegate: SceneDelegate?
        let violations = SimulatedUIKit.violations { delegate = connect() }
        #expect(violations.isEmpty, "\(violations)")
        let browser = try #require(delegate?.browser)
        let tabBar = browser.tabBarController
        let controllers = try #require(tabBar.viewControllers)
        #expect(controllers.count == browser.tabs.count + 2 && browser.tabs.count == 4, "the browser's tabs, the Book, Settings")
        let book = try #require(controllers[browser.tabs.count] as? UINavigationController)
        #expect(book.title == BookTab.title)
        #expect(book.topViewController is BookViewController)

        #expect(tabBar.simulateTap(tabAt: browser.tabs.count))
        #expect(tabBar.selectedViewController === book, "\(architecture): the Book stays chosen")
        #expect(tabBar.simulateTap(tabAt: 2))
        #expect(tabBar.selectedIndex == 2, "\(architecture): Public is chosen again")
        #expect(browser.tabs[2] == .publicRepositories)
    }

    @Test("the Book's user search reads the app's own offline catalog: its owners, and a user's repositories")
    func bookSearchesTheCatalog() async throws {
        let folder = useNewFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = try BrowserFiles().open(in: folder, clientID: nil)
        let directory = try #require(data.bookDirectory)
        let users = try await directory.searchUsers("apple")
        let apple = try #require(users.first)
        #expect(apple.login == "apple", "\(users.prefix(3))")
        let repositories = try await directory.repositories(of: apple)
        #expect(!repositories.isEmpty && repositories.allSatisfy { $0.owner == "apple" }, "\(repositories.prefix(5))")
        #expect(repositories.map(\.stars) == repositories.map(\.stars).sorted(by: >), "most stars first")
    }
}
#endif
