#if os(iOS) || os(Linux)
import SamplePresenters

extension UserSearchStatus {
    /// The status line as UIKit shows it, naming what the user taps: the keyboard's Search key
    /// (the field's return key, `UserSearchRootView` makes it Search) and a user's row
    /// ("2 users match “tp”: tap one to see their repositories.").
    public var uikitText: String {
        switch self {
        case .prompt: "Type a login, or part of one, and tap Search."
        case .found(let summary): "\(summary): tap one to see their repositories."
        case .message(let text): text
        }
    }
}
#endif
