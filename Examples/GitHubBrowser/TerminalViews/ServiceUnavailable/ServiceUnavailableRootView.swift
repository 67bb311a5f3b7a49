import GitHubBrowserFeatures
import StrataCore
import StrataTerminal

/// The "GitHub is unavailable" screen's views: the title, and the reason with when to try again.
public final class ServiceUnavailableRootView: View, AppView, ServiceUnavailableDisplay {
    let titleLabel = Label("", style: .bold)
    let messageLabel = Label("")
    private let stack = StackView(axis: .vertical, spacing: 1, padding: EdgeInsets(top: 1, left: 2, bottom: 0, right: 2))

    /// Lays out the labels.
    public func setup() {
        stack.addArrangedSubview(titleLabel, length: .fixed(1))
        stack.addArrangedSubview(messageLabel, length: .flexible())
        addSubview(stack)
    }

    /// Positions the stack.
    public override func layoutSubviews() {
        stack.frame = bounds
    }

    /// Shows `notice`.
    public func show(_ notice: ServiceUnavailableNotice) {
        titleLabel.text = notice.title
        messageLabel.text = notice.message
        setNeedsRender()
    }
}
