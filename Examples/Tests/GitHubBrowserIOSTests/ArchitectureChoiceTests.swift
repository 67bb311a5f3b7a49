#if os(Linux)  // UIKitSimulation, which these tests drive, exists on Linux only
import Foundation
import GitHubBrowserInfrastructure
import GitHubBrowserUIKitViews
import GitHubBrowserVocabulary
import StrataNavigation
import StrataTesting
import StrataUIKit
import Testing
@testable import GitHubBrowserIOS
import GitHubBrowserFluxUIKit
import GitHubBrowserReduxUIKit
import GitHubBrowserUIKit

/// Defaults of their own, holding `architecture` when given.
private func settings(_ architecture: String?) -> UserDefaults {
    settings([ArchitectureChoice.key: architecture])
}

/// Defaults of their own, holding the values of `values` that are given.
func settings(_ values: [String: String?]) -> UserDefaults {
    let defaults = UserDefaults(suiteName: "strata-ios-\(UUID().uuidString)") ?? .standard
    for case let (key, value?) in values { defaults.set(value, forKey: key) }
    return defaults
}

/// How the iOS app reads which architecture to run, without rebuilding.
@Suite("iOS app: the choice of architecture")
struct ArchitectureChoiceTests {
    @Test("nothing chosen is MVP; a name chooses its architecture, in any case and with spaces around it")
    func reads() throws {
        #expect(try ArchitectureChoice.read(from: settings(nil)) == .mvp)
        #expect(try ArchitectureChoice.read(from: settings("")) == .mvp)
        #expect(try ArchitectureChoice.read(from: settings("flux")) == .flux)
        #expect(try ArchitectureChoice.read(from: settings(" Redux ")) == .redux)
        #expect(try ArchitectureChoice.read(from: settings("mvp")) == .mvp)
    }

    @Test("a name that is no architecture is refused with a message that names the choices and how to make one")
    func refusesUnknown() {
        #expect(throws: ArchitectureChoiceError.unknown("viper")) { try ArchitectureChoice.read(from: settings("viper")) }
        let message = ArchitectureChoiceError.unknown("viper").description
        #expect(message.contains("“viper” is not an architecture"))
        #expect(message.contains("mvp, flux, redux"))
        #expect(message.contains("-architecture NAME"))
    }
}

extension SceneDelegateTests {
    @Test("the architecture setting chooses the app the scene runs, each with the four tabs, each opening a Spotlight result at its detail", arguments: BrowserArchitecture.allCases)
    func runsTheChosenArchitecture(_ architecture: BrowserArchitecture) throws {
        let folder = useNewFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        SceneDelegate.settings = settings(architecture.rawValue)
        var delegate: SceneDelegate?
        let violations = SimulatedUIKit.violations { delegate = connect() }
        #expect(violations.isEmpty, "\(violations)")
        let browser = try #require(delegate?.browser)
        switch architecture {
        case .mvp:
            #expect(browser is UIKitBrowser)
        case .flux:
            #expect(browser is FluxUIKitBrowser)
        case .redux:
            #expect(browser is ReduxUIKitBrowser)
        }
        #expect(browser.tabs == [.search, .favourites, .publicRepositories, .account])
        #expect(delegate?.window?.rootViewController === browser.tabBarController)

        browser.tabBarController.selectedIndex = 1
        let result = NSUserActivity(activityType: CSSearchableItemActionType)
        result.userInfo = [CSSearchableItemActivityIdentifier: "repos/apple/swift"]
        delegate?.scene(UIWindowScene(), continue: result)
        let search = try #require(browser.tabBarController.viewControllers?.first as? UINavigationController)
        #expect(browser.tabBarController.selectedIndex == 0)
        #expect(search.viewControllers.count == 2, "the detail is pushed on Search")
        #expect(try LaunchPathFile(folder: folder).load() == [.normal: 1, .spotlight: 1])
    }

    @Test("an architecture the setting cannot name shows why instead of the tabs, and opens no data")
    func unknownArchitecture() throws {
        let folder = useNewFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        SceneDelegate.settings = settings("viper")
        let delegate = connect()
        #expect(delegate.browser == nil)
        #expect(delegate.window?.rootViewController is StartupFailureViewController)
        #expect(delegate.window?.isKeyWindow == true)
        #expect(!FileManager.default.fileExists(atPath: folder.path), "nothing was created")
    }
}
#endif
