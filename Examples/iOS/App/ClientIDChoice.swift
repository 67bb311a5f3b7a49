#if os(iOS) || os(Linux)
import Foundation
import GitHubBrowserDomain

/// The GitHub OAuth app that the iOS app signs in through with GitHub's device flow, read from the
/// `client-id` key of the app's defaults, as ``ArchitectureChoice`` reads the architecture: the
/// launch argument `-client-id Iv1.0123456789abcdef` (Xcode ▸ Scheme ▸ Arguments) or a stored
/// setting (`defaults write`, a Settings bundle, MDM). Strata ships no client ID: register an OAuth
/// app with the device flow enabled and give its ID. Nothing given offers no device flow.
public enum ClientIDChoice {
    /// The defaults key, and the launch argument without its dash.
    public static let key = "client-id"

    /// The client ID `defaults` give, or `nil` when they give none (or only white space).
    ///
    /// - Throws: ``ClientIDChoiceError`` for a value that is not a client ID.
    public static func read(from defaults: UserDefaults) throws(ClientIDChoiceError) -> OAuthClientID? {
        guard let value = defaults.string(forKey: key), !value.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
        do {
            return try OAuthClientID(value)
        } catch {
            throw ClientIDChoiceError(reason: error)
        }
    }
}

/// Why the `client-id` setting cannot be used: what the app shows instead of its tabs.
public struct ClientIDChoiceError: Error, Equatable, CustomStringConvertible {
    /// What is wrong with the value.
    public let reason: OAuthClientIDError

    /// What went wrong and how to give the ID again, as the app shows it.
    public var description: String {
        "The “\(ClientIDChoice.key)” setting is not a client ID: \(reason.description) "
            + "Give one with the launch argument -\(ClientIDChoice.key) ID or the “\(ClientIDChoice.key)” setting, or remove it."
    }
}
#endif
