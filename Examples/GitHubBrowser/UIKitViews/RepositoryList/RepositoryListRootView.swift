#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import StrataCore
import GitHubBrowserFeatures
import GitHubBrowserVocabulary

/// A repository list's views on UIKit: a heading and the list with pull to refresh, whose rows (a
/// notice, the repositories, the row at the end) its data source fills — or, instead of the list, a
/// full-screen spinner, an empty state, a failure or a server error, each with a "Try again" button.
///
/// It never receives data at init; the view controller calls its intention-named methods, the same
/// ones as the terminal's root view.
public final class RepositoryListRootView: UIView, AppView, RepositoryListDisplay {
    /// The screen's heading.
    public let headingLabel = UILabel()
    /// Covers the screen while there is nothing to show yet.
    public let loadingIndicator = UIActivityIndicatorView()
    /// The title of the empty state, the failure or the server error.
    public let statusTitleLabel = UILabel()
    /// What the empty state, the failure or the server error says.
    public let statusMessageLabel = UILabel()
    /// Loads again, from the empty state, a failure or a server error.
    public let retryButton = UIButton()
    /// The repositories (their data source is set up by the view controller).
    public let tableView = UITableView(frame: .zero, style: .plain)
    /// Pull to refresh; it turns while a refresh runs.
    public let refreshControl = UIRefreshControl()
    private let stack = UIStackView()
    private var texts = RepositoryListTexts.publicRepositories

    /// Lays out the views top to bottom; shows the full-screen spinner until told otherwise.
    public func setup() {
        statusMessageLabel.numberOfLines = 0
        retryButton.setTitle("Try again", for: .normal)
        tableView.refreshControl = refreshControl
        stack.axis = .vertical
        stack.spacing = 8
        for view in [
            headingLabel, loadingIndicator, statusTitleLabel, statusMessageLabel, retryButton, tableView,
        ] as [UIView] {
            stack.addArrangedSubview(view)
        }
        stack.frame = bounds
        stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(stack)
        showFullScreenLoading()
    }

    /// Shows the screen's words: the heading, what the spinner and an empty list say.
    public func showTexts(_ texts: RepositoryListTexts) {
        headingLabel.text = texts.heading
        self.texts = texts
    }

    /// Covers the screen with the loading spinner.
    public func showFullScreenLoading() {
        setListVisible(false)
        setStatus(title: nil, message: nil)
        loadingIndicator.isHidden = false
        loadingIndicator.startAnimating()
    }

    /// Shows the list (its rows come from the data source).
    public func showList() {
        stopFullScreenLoading()
        setStatus(title: nil, message: nil)
        setListVisible(true)
    }

    /// Shows that there is nothing to list: calm, not an error.
    public func showEmptyState() {
        stopFullScreenLoading()
        setListVisible(false)
        setStatus(title: texts.empty, message: texts.emptyDetail)
    }

    /// Shows that loading failed on the way (offline, timed out, refused…).
    public func showLoadFailure(title: String, message: String) {
        stopFullScreenLoading()
        setListVisible(false)
        setStatus(title: "⚠ " + title, message: message)
    }

    /// Shows that the server failed on its side.
    public func showServerError(status: Int, message: String) {
        stopFullScreenLoading()
        setListVisible(false)
        setStatus(title: "Server error — HTTP \(status)", message: message + " The problem is on the server's side, not yours.")
    }

    /// Starts or stops the refresh control.
    public func setRefreshing(_ isRefreshing: Bool) {
        if isRefreshing { refreshControl.beginRefreshing() } else { refreshControl.endRefreshing() }
    }

    private func stopFullScreenLoading() {
        loadingIndicator.stopAnimating()
        loadingIndicator.isHidden = true
    }

    private func setListVisible(_ isVisible: Bool) {
        tableView.isHidden = !isVisible
    }

    private func setStatus(title: String?, message: String?) {
        statusTitleLabel.text = title
        statusTitleLabel.isHidden = title == nil
        statusMessageLabel.text = message
        statusMessageLabel.isHidden = message == nil
        retryButton.isHidden = title == nil
    }
}
#endif
