#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import SamplePresenters
import StrataNavigation
import StrataUIKit

/// The samples' Book on UIKit: the chapters of 「iOSアプリ設計パターン入門」 and the articles that have a
/// sample screen, one row per screen — the chapter's or article's Japanese title, with its English
/// gloss and the screen at the end. A tap opens the row's screen from the Book.
///
/// Build it with `SampleBook.makeRootViewController(directory:gallery:)`, which puts it in a
/// navigation controller. The screen only routes: the rows come from its entries (BookEntry), and a
/// tap hands the entry's destination to its ``router``, which pushes the entry's screen, starts its
/// coordinator's flow (one such flow at a time: opening one finishes the last) or presents its
/// sheet. The Book builds no screen itself.
public final class BookViewController: ViewController<TableRootView> {
    /// The rows, in order.
    public let entries: [BookEntry]
    /// What opens the entries, from this screen (the router holds it weakly).
    public private(set) lazy var router = BookRouter(from: self)
    /// The coordinator whose children are the flows the Book's router started (one at a time).
    public var flows: Coordinator { router.flows }
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

    /// Shows the entries, and has the router open the one the user taps.
    public override func viewDidLoad() {
        super.viewDidLoad()
        dataSource.update(newItems: Array(entries.indices))
        dataSource.didSelectRow { [unowned self] index in router.open(entries[index].destination) }
    }
}
#endif
