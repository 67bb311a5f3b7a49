#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import StrataCore

/// The counter's passive view on UIKit: the count, the `-` / `+` buttons and a caption. It shows
/// what it is told and knows no model.
///
/// Use it as the root view of a Cocoa MVC counter (``CocoaCounterViewController``), whose controller
/// sends it the count with ``show(count:)``; the original-MVC view (``ObservingCounterView``) embeds
/// one and feeds it from the model it observes. It builds itself in ``setup()`` and changes only
/// through intention-named methods.
public final class CounterView: UIView, AppView {
    /// One line or two, under the buttons, saying how this flavour of MVC is wired.
    public let captionLabel = UILabel()
    /// The count.
    public let countLabel = UILabel()
    /// The button that counts down.
    public let minusButton = UIButton()
    /// The button that counts up.
    public let plusButton = UIButton()
    private let stack = UIStackView()
    private let buttonRow = UIStackView()

    /// Lays out the count, the row of buttons and the caption, top to bottom.
    public func setup() {
        minusButton.setTitle("-", for: .normal)
        plusButton.setTitle("+", for: .normal)
        captionLabel.numberOfLines = 0
        buttonRow.axis = .horizontal
        buttonRow.spacing = 24
        buttonRow.addArrangedSubview(minusButton)
        buttonRow.addArrangedSubview(plusButton)
        stack.axis = .vertical
        stack.spacing = 16
        stack.addArrangedSubview(countLabel)
        stack.addArrangedSubview(buttonRow)
        stack.addArrangedSubview(captionLabel)
        stack.frame = bounds
        stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(stack)
    }

    /// Shows `count`.
    public func show(count: Int) {
        countLabel.text = String(count)
    }

    /// Shows `text` as the caption that explains the screen.
    public func setCaption(_ text: String) {
        captionLabel.text = text
    }
}
#endif
