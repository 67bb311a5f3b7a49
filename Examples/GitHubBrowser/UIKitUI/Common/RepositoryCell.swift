#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserPresentation

/// One repository row of the browser's lists: the favourite mark, the name and the description,
/// with the language and stars below.
public final class RepositoryCell: UITableViewCell {
    /// The favourite mark, the full name and the description.
    public private(set) lazy var titleLabel: UILabel = label()
    /// The language and the stars.
    public private(set) lazy var detailLabel: UILabel = label()

    private func label() -> UILabel {
        let label = UILabel()
        contentView.addSubview(label)
        return label
    }

    /// Shows `row`.
    public func show(_ row: RepositoryRow) {
        titleLabel.text = row.text
        detailLabel.text = row.detail
    }
}
