#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif

/// One repository row of the browser's lists: the main text (the favourite mark where there is one,
/// the name and the description), with the language and stars below.
public final class RepositoryCell: UITableViewCell {
    /// The main text: the favourite mark, the full name and the description.
    public private(set) lazy var titleLabel: UILabel = label()
    /// The language and the stars.
    public private(set) lazy var detailLabel: UILabel = label()

    private func label() -> UILabel {
        let label = UILabel()
        contentView.addSubview(label)
        return label
    }

    /// Shows a row's main text and its detail line.
    public func show(text: String, detail: String) {
        titleLabel.text = text
        detailLabel.text = detail
    }
}
#endif
