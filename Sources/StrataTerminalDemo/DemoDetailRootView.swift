import StrataCore
import StrataTerminal

/// A pushed screen showing one row.
final class DemoDetailRootView: View, AppView {
    let label = Label("", alignment: .center)

    func setup() {
        addSubview(label)
    }

    override func layoutSubviews() {
        label.frame = Rect(x: 0, y: 1, width: frame.width, height: max(0, frame.height - 1))
    }
}
