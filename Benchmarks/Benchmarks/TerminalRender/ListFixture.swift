import StrataCore
import StrataList
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

/// The rows of the benchmark's list: a generated range, each row built only when drawn.
final class NumberedRows: ListViewDataSource {
    let count: Int

    init(count: Int) {
        self.count = count
    }

    func numberOfItems(inSection section: Int) -> Int {
        count
    }

    func cell(at indexPath: ListIndexPath) -> ListRow {
        ListRow("Repository \(indexPath.item) — リポジトリ", detail: "★ \(indexPath.item % 997)")
    }
}

/// An application on a 200×60 terminal showing a list of `rows` rows: a byte-counting sink (the
/// app's own frame cost) or a headless terminal (which also decodes the ANSI output in-process).
@MainActor
struct ListFixture<Screen: Terminal> {
    let terminal: Screen
    let controller = ListViewController()
    /// The list's data source, kept here: a list holds its data source weakly.
    let rows: NumberedRows
    let application: Application

    init(rows: Int, terminal: Screen) {
        self.terminal = terminal
        self.rows = NumberedRows(count: rows)
        controller.rootView.listView.dataSource = self.rows
        application = Application(terminal: terminal, root: controller, environment: [:])
        application.renderNow()
    }
}
