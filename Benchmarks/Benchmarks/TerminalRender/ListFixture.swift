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

/// An application on a headless 200×60 terminal showing a list of `rows` rows.
@MainActor
struct ListFixture {
    let terminal = HeadlessTerminal(size: TerminalSize(columns: 200, rows: 60))
    let controller = ListViewController()
    let application: Application

    init(rows: Int) {
        controller.rootView.listView.rowProvider = { indexPath in
            ListRow("Repository \(indexPath.item) — リポジトリ", detail: "★ \(indexPath.item % 997)")
        }
        controller.rootView.listView.reloadData(rowCounts: [rows])
        application = Application(terminal: terminal, root: controller, environment: [:])
        application.renderNow()
    }
}
