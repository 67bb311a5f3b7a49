#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import SamplePresenters
import StrataNavigation
import StrataUIKit

/// The samples' Book on UIKit: the chapters of 「iOSアプリ設計パターン入門」 that have a sample screen,
/// one row per screen — the chapter's Japanese title, with its English gloss and the screen at the
/// end. A tap opens the row's screen on the Book's navigation controller.
///
/// Build it with `SampleBook.makeRootViewController(directory:)`, which puts it in a navigation
/// controller. The screen only routes: the rows come from its entries (BookEntry), and a tap
/// pushes the entry's screen, or starts its coordinator's flow as the Book's child (the Book keeps
/// one such flow at a time: opening one finishes the last).
public final class BookViewController: ViewController<TableRootView> {
    /// The rows, in order.
    public let entries: [BookEntry]
    /// The coordinator whose children are the flows the Book started (one at a time).
    public let flows = Coordinator()
    private lazy var dataSource = RowListDataSource<Int>(tableView: rootView.tableView) { [entries] cell, index in
        let entry = entries[index]
        cell.show(text: entry.japaneseTitle, detail: "\(entry.englishTitle) · \(entry.screenName)")
    }

    /// Creates the Book listing `entries`.
    public init(entries: [BookEntry]) {
        self.entries = entries
        super.init()
        title = "Book · iOSアプリ設計パターン入門"
    }

    // MARK: - Inputs

    /// Shows the entries and opens the one the user taps.
    public override func viewDidLoad() {
        super.viewDidLoad()
        dataSource.update(newItems: Array(entries.indices))
        dataSource.didSelectRow { [unowned self] index in open(entries[index]) }
    }

    private func open(_ entry: BookEntry) {
        switch entry.destination {
        case let .screen(make):
            transitioner.push(make(), animated: true)
        case let .flow(make):
            guard let navigationController else { return }
            for flow in flows.children { flow.finish() }
            flows.startChild(make(navigationController))
        }
    }
}
#endif
