#if os(iOS) || os(Linux)
import SamplePresenters

extension UserRepositoriesStatus {
    /// The status line as UIKit shows it. A failure names the table's pull to refresh ("⚠ You are
    /// offline. The server cannot be reached. Pull down to try again."); a list says nothing of going
    /// back, which the navigation bar's back button shows.
    public var uikitText: String {
        switch self {
        case .listed(let summary): summary
        case .failed(let reason): "\(reason) Pull down to try again."
        case .message(let text): text
        }
    }
}
#endif
