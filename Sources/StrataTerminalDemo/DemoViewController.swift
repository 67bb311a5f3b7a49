import StrataAlert
import StrataList
import StrataTerminal

/// The demo's home screen controller: inputs registered once, outputs delegated to the root view.
final class DemoViewController: ViewController<DemoRootView> {
    private let names = ["東京", "大阪", "京都", "札幌", "Berlin", "Paris", "New York", "서울", "北京", "Lisboa"]
    private let rowCount: Int
    private var filter = ""

    init(rowCount: Int) {
        self.rowCount = rowCount
        super.init()
        title = "Demo"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        rootView.listView.dataSource = self
        rootView.listView.didSelectRow { [unowned self] indexPath in
            let detail = DemoDetailViewController(text: rowTitle(indexPath.item))
            push(detail, animated: true)
        }
        rootView.searchField.onChange { [unowned self] text in
            rootView.show(status: text.isEmpty ? "" : "Filter: \(text)")
        }
        rootView.alertButton.addAction { [unowned self] in
            rootView.spinner.startAnimating()
            let alert = AlertPresentation(
                title: "確認", message: "Stop the spinner?", style: .alert,
                buttons: [.init(title: "Stop", style: .destructive), .init(title: "Cancel", style: .cancel)]
            )
            presentAlert(alert, animated: true, completion: nil) { [unowned self] index in
                if index == 0 { rootView.spinner.stopAnimating() }
                rootView.show(status: index == 0 ? "Stopped" : "Cancelled")
            }
        }
    }

    private func rowTitle(_ row: Int) -> String {
        "\(names[row % names.count]) \(row + 1)"
    }
}

/// The list's rows: a generated range, built only for the rows being drawn.
extension DemoViewController: ListViewDataSource {
    func numberOfItems(inSection section: Int) -> Int {
        rowCount
    }

    func cell(at indexPath: ListIndexPath) -> ListRow {
        ListRow(rowTitle(indexPath.item), detail: "#\(indexPath.item + 1)")
    }
}
