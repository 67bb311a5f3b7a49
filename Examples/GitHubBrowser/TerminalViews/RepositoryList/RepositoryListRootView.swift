import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataCore
import StrataTerminal

/// A repository list's root view: a header with a small refresh indicator and the list, whose rows
/// (a notice, the repositories, the row at the end) its data source draws — or, instead of the
/// list, a full-screen spinner, an empty state, a failure or a server error, each with its own look.
///
/// It never receives data at init; the view controller calls its intention-named methods.
public final class RepositoryListRootView: View, AppView, RepositoryListDisplay {
    /// The list of repositories (its data source is set up by the view controller).
    public let listView = ListView(emptyText: "No repositories")

    private let stack = StackView(axis: .vertical, spacing: 0, padding: EdgeInsets(top: 0, left: 1, bottom: 0, right: 1))
    private let header = StackView(axis: .horizontal, spacing: 1)
    private let titleLabel = Label("Public repositories", style: .bold, wraps: false)
    private let refreshIndicator = ActivityIndicator(title: "Refreshing…")
    private let loadingIndicator = ActivityIndicator(title: "Loading public repositories…")
    private let statusStack = StackView(axis: .vertical, spacing: 1)
    private let statusTitleLabel = Label("", style: .bold)
    private let statusMessageLabel = Label("")
    private let statusHintLabel = Label("", style: .dim)
    private var texts = RepositoryListTexts.publicRepositories

    /// Builds the view hierarchy; shows the full-screen spinner until told otherwise.
    public func setup() {
        header.addArrangedSubview(titleLabel, length: .flexible())
        header.addArrangedSubview(refreshIndicator, length: .fit)
        statusStack.addArrangedSubview(statusTitleLabel, length: .fit)
        statusStack.addArrangedSubview(statusMessageLabel, length: .fit)
        statusStack.addArrangedSubview(statusHintLabel, length: .fit)
        stack.addArrangedSubview(header, length: .fixed(2))
        stack.addArrangedSubview(loadingIndicator, length: .fixed(1))
        stack.addArrangedSubview(statusStack, length: .fit)
        stack.addArrangedSubview(listView, length: .flexible())
        addSubview(stack)
        showFullScreenLoading()
    }

    public override func layoutSubviews() {
        stack.frame = bounds
    }

    /// Covers the screen with the loading spinner.
    public func showFullScreenLoading() {
        setListVisible(false)
        setStatus(title: nil, message: nil, hint: nil)
        loadingIndicator.isHidden = false
        loadingIndicator.startAnimating()
    }

    /// Shows the list (its rows come from the data source).
    public func showList() {
        stopFullScreenLoading()
        setStatus(title: nil, message: nil, hint: nil)
        setListVisible(true)
    }

    /// Shows the screen's words: the heading, what the spinner and an empty list say.
    public func showTexts(_ texts: RepositoryListTexts) {
        titleLabel.text = texts.heading
        loadingIndicator.title = texts.loading
        self.texts = texts
    }

    /// Shows that there is nothing to list: calm, not an error.
    public func showEmptyState() {
        stopFullScreenLoading()
        setListVisible(false)
        statusTitleLabel.style = .bold
        setStatus(
            title: texts.empty,
            message: texts.emptyDetail,
            hint: "Press r to check again."
        )
    }

    /// Shows that loading failed on the way (offline, timed out, refused…).
    public func showLoadFailure(title: String, message: String) {
        stopFullScreenLoading()
        setListVisible(false)
        statusTitleLabel.style = TextStyle.bold.foreground(.yellow)
        setStatus(title: "⚠ " + title, message: message, hint: "Press r to try again.")
    }

    /// Shows that the server failed on its side.
    public func showServerError(status: Int, message: String) {
        stopFullScreenLoading()
        setListVisible(false)
        statusTitleLabel.style = TextStyle(isBold: true, isReversed: true).foreground(.red)
        setStatus(
            title: " ✖ Server error — HTTP \(status) ",
            message: message,
            hint: "The problem is on the server's side, not yours. Press r to try again."
        )
    }

    /// Turns the small "Refreshing…" indicator in the header on or off.
    public func setRefreshing(_ isRefreshing: Bool) {
        if isRefreshing { refreshIndicator.startAnimating() } else { refreshIndicator.stopAnimating() }
    }

    private func stopFullScreenLoading() {
        loadingIndicator.stopAnimating()
        loadingIndicator.isHidden = true
    }

    private func setListVisible(_ isVisible: Bool) {
        listView.isHidden = !isVisible
    }

    private func setStatus(title: String?, message: String?, hint: String?) {
        statusTitleLabel.text = title ?? ""
        statusTitleLabel.isHidden = title == nil
        statusMessageLabel.text = message ?? ""
        statusMessageLabel.isHidden = message == nil
        statusHintLabel.text = hint ?? ""
        statusHintLabel.isHidden = hint == nil
        statusStack.isHidden = title == nil && message == nil && hint == nil
    }
}
