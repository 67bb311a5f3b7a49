#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif

/// One row of the samples' lists on UIKit: a text on the left and a detail at its end. It shows what
/// its data source hands it and knows no row type.
public final class RowCell: UITableViewCell {
    /// The row's text: a login, a repository's name and description.
    public private(set) lazy var titleLabel: UILabel = makeLabel()
    /// What the row says at its end: "organisation · 12 repositories", "Vim Script · ★ 21,312".
    public private(set) lazy var detailLabel: UILabel = makeLabel()
    private lazy var stack: UIStackView = {
        let stack = UIStackView()
        stack.axis = .horizontal
        stack.spacing = 8
        stack.frame = contentView.bounds
        stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(stack)
        return stack
    }()

    /// Shows `text`, with `detail` at the end (hidden when there is none).
    public func show(text: String, detail: String) {
        titleLabel.text = text
        detailLabel.text = detail
        detailLabel.isHidden = detail.isEmpty
    }

    private func makeLabel() -> UILabel {
        let label = UILabel()
        stack.addArrangedSubview(label)
        return label
    }
}
#endif
