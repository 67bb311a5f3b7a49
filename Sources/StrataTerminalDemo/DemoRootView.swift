import StrataCore
import StrataTerminal

/// The demo's home screen: a greeting, a search field, a long list, a button and a spinner.
final class DemoRootView: View, AppView {
    let greeting = Label("ようこそ Strata へ — a terminal UI driver", style: .bold, alignment: .center)
    let searchField = TextField(placeholder: "Filter rows…")
    let listView = ListView()
    let alertButton = Button(title: "Show alert")
    let spinner = ActivityIndicator(title: "Working")
    let statusLabel = Label("", style: .dim)

    func setup() {
        let buttons = StackView(axis: .horizontal, spacing: 2)
        buttons.addArrangedSubview(alertButton, length: .fit)
        buttons.addArrangedSubview(spinner, length: .fit)
        buttons.addArrangedSubview(statusLabel, length: .flexible())
        let stack = StackView(axis: .vertical, spacing: 1, padding: EdgeInsets(top: 0, left: 1, bottom: 0, right: 1))
        stack.addArrangedSubview(greeting, length: .fit)
        stack.addArrangedSubview(searchField, length: .fixed(1))
        stack.addArrangedSubview(listView, length: .flexible())
        stack.addArrangedSubview(buttons, length: .fixed(1))
        addSubview(stack)
        self.stack = stack
    }

    private var stack: StackView?

    override func layoutSubviews() {
        stack?.frame = bounds
    }

    func show(status: String) {
        statusLabel.text = status
    }
}
