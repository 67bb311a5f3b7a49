import StrataCore
import StrataTerminal

/// The counter's passive view: the count, the `-` / `+` buttons and a caption. It shows what it is
/// told and knows no model.
///
/// Use it as the root view of a Cocoa MVC counter, whose controller sends it the count with
/// ``show(count:)``; the original-MVC view (``ObservingCounterView``) embeds one and feeds it from
/// the model it observes. It declares and lays out its subviews in ``setup()`` and changes them only
/// through intention-named methods.
public final class CounterView: View, AppView {
    /// One line or two, under the buttons, saying how this flavour of MVC is wired.
    public let captionLabel = Label(style: .dim, alignment: .center)
    /// The count, large enough to spot.
    public let countLabel = Label(style: .bold, alignment: .center)
    /// The button that counts down.
    public let minusButton = Button(title: "-")
    /// The button that counts up.
    public let plusButton = Button(title: "+")
    private let stack = StackView(axis: .vertical, spacing: 1, padding: EdgeInsets(top: 1, left: 2, bottom: 1, right: 2))
    private let buttonRow = StackView(axis: .horizontal, spacing: 3)

    /// Creates the view; ``setup()`` builds it.
    public override init() {
        super.init()
    }

    public func setup() {
        // Flexible spacers on both sides centre the two buttons.
        buttonRow.addArrangedSubview(View(), length: .flexible())
        buttonRow.addArrangedSubview(minusButton, length: .fit)
        buttonRow.addArrangedSubview(plusButton, length: .fit)
        buttonRow.addArrangedSubview(View(), length: .flexible())
        // The caption comes last, so that a short terminal cuts it rather than the count or the buttons.
        stack.addArrangedSubview(countLabel, length: .fit)
        stack.addArrangedSubview(buttonRow, length: .fixed(1))
        stack.addArrangedSubview(captionLabel, length: .fit)
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

    public override func layoutSubviews() {
        stack.frame = bounds
    }
}
