#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import StrataCore
import GitHubBrowserFeatures
import GitHubBrowserVocabulary

/// The Public tab's views on UIKit: a heading, a notice (with a "Why?" button for a saved copy), the
/// list with pull to refresh and a footer — or, instead of the list, a full-screen spinner, an empty state, a failure
/// or a server error, each with a "Try again" button.
///
/// It never receives data at init; the view controller calls its intention-named methods, the same
/// ones as the terminal's root view.
public final class RepositoryListRootView: UIView, AppView, RepositoryListDisplay {
    /// The screen's heading.
    public let headingLabel = UILabel()
    /// Why the list may be out of date; hidden when it is not.
    public let noticeLabel = UILabel()
    /// Asks why the list is a saved copy; shown with the notice of a saved copy.
    public let noticeButton = UIButton()
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
    /// How much is loaded, and whether more is coming.
    public let footerLabel = UILabel()
    private let stack = UIStackView()
    private var texts = RepositoryListTexts.publicRepositories

    /// Lays out the views top to bottom; shows the full-screen spinner until told otherwise.
    public func setup() {
        noticeLabel.numberOfLines = 0
        noticeButton.setTitle("Why?", for: .normal)
        statusMessageLabel.numberOfLines = 0
        retryButton.setTitle("Try again", for: .normal)
        tableView.refreshControl = refreshControl
        stack.axis = .vertical
        stack.spacing = 8
        for view in [
            headingLabel, noticeLabel, noticeButton, loadingIndicator, statusTitleLabel, statusMessageLabel, retryButton,
            tableView, footerLabel,
        ] as [UIView] {
            stack.addArrangedSubview(view)
        }
        stack.frame = bounds
        stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(stack)
        setNotice(nil)
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

    /// Sets the line under the list.
    public func setFooter(_ footer: RepositoryListFooter) {
        footerLabel.text = footer.text
    }

    /// Shows (or hides) why the list may be out of date, naming pull to refresh; the Why? button
    /// comes with a saved copy's notice.
    public func setNotice(_ notice: RepositoryListNotice?) {
        noticeLabel.text = notice?.uikitText
        noticeLabel.isHidden = notice == nil
        noticeButton.isHidden = notice?.offersExplanation != true
    }

    private func stopFullScreenLoading() {
        loadingIndicator.stopAnimating()
        loadingIndicator.isHidden = true
    }

    private func setListVisible(_ isVisible: Bool) {
        tableView.isHidden = !isVisible
        footerLabel.isHidden = !isVisible
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
