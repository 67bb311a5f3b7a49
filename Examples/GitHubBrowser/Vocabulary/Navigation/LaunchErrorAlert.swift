import Foundation
import GitHubBrowserDomain
import StrataAlert
import StrataNavigation

/// The button of the alert shown when the app was launched with a link it cannot open.
public enum LaunchErrorAction: AlertActionType, CaseIterable {
    /// Close the alert; the app stays on its first tab.
    case ok

    /// The button title.
    public var title: String { "OK" }

    /// The only button, so the cancel button (Esc closes the alert).
    public var style: AlertActionStyle { .cancel }
}

extension AlertStrategy where Action == LaunchErrorAction {
    /// The alert for a link that cannot be opened: the link and what is wrong with it.
    public init(link: String, problem: String) {
        self.init(title: "Cannot open the link", message: "\(link)\n\(problem)", actions: [.ok])
    }
}
