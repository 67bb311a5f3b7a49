#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import StrataCore

/// The root view of the Hoge sample on UIKit: a label of growing "Hoge" lines and a button that
/// toggles the colour mode. It builds itself in `setup()` and changes only through
/// intention-named methods.
public final class HogeRootView: UIView, AppView {
    /// The text in the middle of the screen.
    public let hogeLabel = UILabel()
    /// The button that switches between light and dark mode.
    public let colorModeButton = UIButton()
    private let stack = UIStackView()

    /// Lays out the label above the button.
    public func setup() {
        hogeLabel.text = "Hoge\nHoge Hoge\nHoge Hoge Hoge\nHoge Hoge Hoge Hoge …\nHoge Infinity! ホゲ無限！"
        hogeLabel.numberOfLines = 0
        stack.axis = .vertical
        stack.spacing = 24
        stack.addArrangedSubview(hogeLabel)
        stack.addArrangedSubview(colorModeButton)
        stack.frame = bounds
        stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(stack)
    }

    /// Shows the screen in light mode (dark text on white) or dark mode (light text on black);
    /// the button offers the other mode.
    public func setColorMode(lightMode: Bool) {
        backgroundColor = lightMode ? .white : .black
        hogeLabel.textColor = lightMode ? .black : .white
        colorModeButton.setTitle(lightMode ? "Hoge Dark Mode!!!" : "Hoge Light Mode!!!", for: .normal)
    }
}
#endif
