import StrataCore
import StrataTerminal

/// The root view of the Hoge sample: a label of growing "Hoge" lines and a button that toggles
/// the colour mode. It declares and lays out its subviews in ``setup()`` and changes them only
/// through intention-named methods.
public final class HogeRootView: View, AppView {
    /// The text in the middle of the screen.
    public let hogeLabel = Label(
        "Hoge\nHoge Hoge\nHoge Hoge Hoge\nHoge Hoge Hoge Hoge …\nHoge Infinity! ホゲ無限！",
        alignment: .center
    )
    /// The button that switches between light and dark mode.
    public let colorModeButton = Button(title: "")
    private let stack = StackView(axis: .vertical, spacing: 2, padding: EdgeInsets(top: 1, left: 2, bottom: 1, right: 2))
    private var background = TextStyle.plain

    /// Creates the view; ``setup()`` builds it.
    public override init() {
        super.init()
    }

    public func setup() {
        stack.addArrangedSubview(hogeLabel, length: .fit)
        stack.addArrangedSubview(colorModeButton, length: .fixed(1))
        addSubview(stack)
    }

    /// Shows the screen in light mode (dark text on white) or dark mode (light text on black);
    /// the button offers the other mode.
    public func setColorMode(lightMode: Bool) {
        background = lightMode ? TextStyle().foreground(.black).background(.white) : TextStyle().foreground(.white).background(.black)
        hogeLabel.style = background.bold()
        colorModeButton.title = lightMode ? "Hoge Dark Mode!!!" : "Hoge Light Mode!!!"
        setNeedsRender()
    }

    public override func layoutSubviews() {
        stack.frame = bounds
    }

    public override func draw(in canvas: Canvas) {
        canvas.fill(bounds, style: background)
    }
}
