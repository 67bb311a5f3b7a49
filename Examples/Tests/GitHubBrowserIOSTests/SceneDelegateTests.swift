import Foundation
import GitHubBrowserUIKit
import StrataUIKit
import Testing
@testable import GitHubBrowserIOS

/// The iOS app's scene delegate, as UIKit calls it, over real databases in a temporary folder.
@MainActor
@Suite("iOS app: scene delegate")
struct SceneDelegateTests {
    @Test("connecting a scene builds the browser on the real Infrastructure and shows the tab bar in a visible window")
    func connects() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strata-ios-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        SceneDelegate.dataFolder = folder
        let delegate = SceneDelegate()
        let violations = SimulatedUIKit.violations {
            delegate.scene(UIWindowScene(), willConnectTo: UISceneSession(), options: .init())
        }
        #expect(violations.isEmpty)
        let window = try #require(delegate.window)
        #expect(window.isKeyWindow)
        let tabs = try #require(window.rootViewController as? TabBarController)
        #expect(tabs.viewControllers?.count == 2)
        #expect(delegate.browser?.tabBar.tabs == [.search, .favourites])
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("browser.sqlite").path))
    }

    @Test("a folder that cannot hold the databases shows why, instead of crashing")
    func failure() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("strata-ios-file-\(UUID().uuidString)")
        try Data("not a folder".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        SceneDelegate.dataFolder = file
        let delegate = SceneDelegate()
        delegate.scene(UIWindowScene(), willConnectTo: UISceneSession(), options: .init())
        #expect(delegate.browser == nil)
        #expect(delegate.window?.rootViewController is StartupFailureViewController)
    }
}
