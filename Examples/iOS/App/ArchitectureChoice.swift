#if os(iOS) || os(Linux)
import Foundation
import GitHubBrowserVocabulary

/// Which architecture's app the iOS app runs — MVP, Flux (the book's ch.14) or Redux (ch.15) — chosen
/// without rebuilding, from the `architecture` key of the app's defaults: the launch argument
/// `-architecture flux` (Xcode ▸ Scheme ▸ Arguments; iOS puts `-key value` arguments in the defaults'
/// argument domain) or a stored setting (`defaults write`, a Settings bundle, MDM). Nothing chosen is
/// MVP.
public enum ArchitectureChoice {
    /// The defaults key, and the launch argument without its dash.
    public static let key = "architecture"

    /// The architecture `defaults` choose; `.mvp` when they choose none.
    ///
    /// - Throws: ``ArchitectureChoiceError/unknown(_:)`` for a value that names no architecture.
    public static func read(from defaults: UserDefaults) throws(ArchitectureChoiceError) -> BrowserArchitecture {
        guard let value = defaults.string(forKey: key)?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return .mvp }
        guard let architecture = BrowserArchitecture(rawValue: value.lowercased()) else { throw .unknown(value) }
        return architecture
    }
}

/// Why the chosen architecture cannot run: what the app shows instead of its tabs.
public enum ArchitectureChoiceError: Error, Equatable, CustomStringConvertible {
    /// The setting names no architecture.
    case unknown(String)

    /// What went wrong and how to choose again, as the app shows it.
    public var description: String {
        let choices = BrowserArchitecture.allCases.map(\.rawValue).joined(separator: ", ")
        switch self {
        case .unknown(let value):
            return "“\(value)” is not an architecture of the browser. Choose one of \(choices) "
                + "with the launch argument -\(ArchitectureChoice.key) NAME or the “\(ArchitectureChoice.key)” setting."
        }
    }
}
#endif
