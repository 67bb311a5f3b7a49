import StrataCore
import StrataTerminal

/// A root view holding one list that fills the screen.
final class ListRootView: View, AppView {
    let listView = ListView()

    func setup() {
        addSubview(listView)
    }

    override func layoutSubviews() {
        listView.frame = bounds
    }
}

/// A screen showing a long list.
final class ListViewController: ViewController<ListRootView> {}

/// An application on a 200×60 terminal showing a list of `rows` rows: a byte-counting sink (the
/// app's own frame cost) or a headless terminal (which also decodes the ANSI output in-process).
@MainActor
struct ListFixture<Screen: Terminal> {
    let terminal: Screen
    let controller = ListViewController()
    let application: Application

    init(rows: Int, terminal: Screen) {
        self.terminal = terminal
        controller.rootView.listView.rowProvider = { indexPath in
            ListRow("Repository \(indexPath.item) — リポジトリ", detail: "★ \(indexPath.item % 997)")
        }
        controller.rootView.listView.reloadData(rowCounts: [rows])
        application = Application(terminal: terminal, root: controller, environment: [:])
        application.renderNow()
    }
}
