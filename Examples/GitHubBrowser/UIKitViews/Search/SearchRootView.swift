#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataCore

/// The Search tab's views: the search field, a status line with an activity indicator (and a "Why?"
/// button while the results are a saved copy), and the results. It never receives data at init;
/// the view controller calls its methods.
public final class SearchRootView: UIView, AppView, SearchDisplay {
    /// Where the user types the search.
    public let searchField = UITextField()
    /// Turns while a search runs.
    public let spinner = UIActivityIndicatorView()
    /// What the list shows, or why it is empty.
    public let statusLabel = UILabel()
    /// Asks why the results are a saved copy; shown only while they are one.
    public let whyButton = UIButton()
    /// The results.
    public let tableView = UITableView(frame: .zero, style: .plain)
    /// Where the catalog's data comes from and how old it is; hidden unless the catalog is the
    /// built-in one.
    public let catalogLabel = UILabel()
    private let stack = UIStackView()

    /// Lays out the field, the status line and the list, top to bottom.
    public func setup() {
        searchField.placeholder = "Search repositories…"
        stack.axis = .vertical
        stack.spacing = 8
        catalogLabel.numberOfLines = 0
        catalogLabel.isHidden = true
        statusLabel.numberOfLines = 0
        whyButton.setTitle("Why?", for: .normal)
        whyButton.isHidden = true
        for view in [searchField, spinner, statusLabel, whyButton, tableView, catalogLabel] as [UIView] { stack.addArrangedSubview(view) }
        stack.frame = bounds
        stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(stack)
    }

    /// The text in the search field.
    public var queryText: String { searchField.text ?? "" }

    /// Puts `text` in the search field.
    public func setQuery(_ text: String) { searchField.text = text }

    /// Shows the status line; the Why? button with it while the results are a saved copy.
    public func showStatus(_ status: SearchStatus) {
        statusLabel.text = status.uikitText
        whyButton.isHidden = !status.offersExplanation
    }

    /// Shows, under the list, where the catalog's data comes from and how old it is.
    public func showCatalogNote(_ text: String) {
        catalogLabel.text = text
        catalogLabel.isHidden = false
    }

    /// Starts or stops the activity indicator.
    public func setLoading(_ isLoading: Bool) {
        if isLoading { spinner.startAnimating() } else { spinner.stopAnimating() }
    }
}
#endif
