#if os(Linux)  // UIKitSimulation, which these tests drive, exists on Linux only
import GitHubBrowserApplication
import Foundation
import GitHubBrowserDomain
import GitHubBrowserIOSStorage
import GitHubBrowserVocabulary
import StrataNavigation
import StrataUIKit
import Testing
@testable import GitHubBrowserIOS

/// Defaults of their own, holding `clientID` when given.
private func settings(clientID: String?) -> UserDefaults {
    settings([ClientIDChoice.key: clientID])
}

/// How the iOS app reads the OAuth app's client ID that signing in through GitHub's device flow needs.
@Suite("iOS app: the device flow's client ID")
struct ClientIDChoiceTests {
    @Test("nothing given is no client ID; a given one is read, trimmed")
    func reads() throws {
        #expect(try ClientIDChoice.read(from: settings(clientID: nil)) == nil)
        #expect(try ClientIDChoice.read(from: settings(clientID: "  ")) == nil)
        #expect(try ClientIDChoice.read(from: settings(clientID: " Iv1.0123456789abcdef ")) == (try OAuthClientID("Iv1.0123456789abcdef")))
    }

    @Test("a value that is no client ID is refused with OAuthClientID's reason and how to give one")
    func refusesMalformed() {
        #expect(throws: ClientIDChoiceError(reason: .invalidCharacter)) { try ClientIDChoice.read(from: settings(clientID: "Iv1.0123 4567")) }
        let message = ClientIDChoiceError(reason: .invalidCharacter).description
        #expect(message.contains(OAuthClientIDError.invalidCharacter.description))
        #expect(message.contains("-client-id ID"))
    }
}

/// The app's real storage, recording the client IDs it is opened with and what it returns.
@MainActor
private final class RecordingStorage: BrowserStorage {
    private let files = BrowserFiles()
    private(set) var environments: [(clientID: OAuthClientID?, environment: BrowserEnvironment)] = []

    func open(in folder: URL, clientID: OAuthClientID?) throws -> BrowserData {
        let data = try files.open(in: folder, clientID: clientID)
        environments.append((clientID, data.environment))
        return data
    }

    func savedLaunchCounts(in folder: URL) -> [LaunchKind: Int]? { files.savedLaunchCounts(in: folder) }
    func saveLaunchCounts(_ counts: [LaunchKind: Int], in folder: URL) { files.saveLaunchCounts(counts, in: folder) }
}

extension SceneDelegateTests {
    @Test("a client-id setting gives the screens the device flow; none gives them none")
    func clientIDReachesTheScreens() throws {
        for clientID in ["Iv1.0123456789abcdef", nil] {
            let folder = useNewFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let storage = RecordingStorage()
            SceneDelegate.storage = storage
            SceneDelegate.settings = settings(clientID: clientID)
            let delegate = connect()
            #expect(delegate.browser != nil)
            let opened = try #require(storage.environments.first)
            #expect(opened.clientID?.value == clientID)
            #expect((opened.environment.session?.signInWithDevice != nil) == (clientID != nil))
        }
    }

    @Test("a client-id setting that is no client ID shows why instead of the tabs, and opens no data")
    func malformedClientID() throws {
        let folder = useNewFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        SceneDelegate.settings = settings(clientID: "not a client id!")
        let delegate = connect()
        #expect(delegate.browser == nil)
        #expect(delegate.window?.rootViewController is StartupFailureViewController)
        #expect(!FileManager.default.fileExists(atPath: folder.path), "nothing was created")
    }
}
#endif
