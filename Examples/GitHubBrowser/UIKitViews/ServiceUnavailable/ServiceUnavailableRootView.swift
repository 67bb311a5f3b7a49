#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import StrataCore
import GitHubBrowserFeatures

/// The "GitHub is unavailable" screen's views: the title, the reason with when to try again, and
/// a button back.
public final class ServiceUnavailableRootView: UIView, AppView, ServiceUnavailableDisplay {
    /// "GitHub is unavailable".
    public let titleLabel = UILabel()
    /// Why, and when to try again.
    public let messageLabel = UILabel()
    /// Goes back to the screen whose request failed.
    public let backButton = UIButton()
    private let stack = UIStackView()

    /// Lays out the views, top to bottom.
    public func setup() {
        messageLabel.numberOfLines = 0
        backButton.setTitle("Back", for: .normal)
        stack.axis = .vertical
        stack.spacing = 12
        for view in [titleLabel, messageLabel, backButton] { stack.addArrangedSubview(view) }
        stack.frame = bounds
        stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(stack)
    }

    /// Shows `notice`.
    public func show(_ notice: ServiceUnavailableNotice) {
        titleLabel.text = notice.title
        messageLabel.text = notice.message
    }
}
#endif
