#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif

/// One row of the gallery's list: the pattern's name, and how its views learn of a change below.
public final class PatternCell: UITableViewCell {
    /// The pattern's name.
    public private(set) lazy var titleLabel: UILabel = label()
    /// How the pattern's views learn of a change.
    public private(set) lazy var detailLabel: UILabel = label()

    private func label() -> UILabel {
        let label = UILabel()
        contentView.addSubview(label)
        return label
    }

    /// Shows a pattern's name and its detail line.
    public func show(title: String, detail: String) {
        titleLabel.text = title
        detailLabel.text = detail
    }
}
#endif
