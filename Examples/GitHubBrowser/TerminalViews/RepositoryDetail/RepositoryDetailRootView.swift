import GitHubBrowserNavigation
import GitHubBrowserVocabulary
import StrataCore
import StrataTerminal

/// The detail screen's views: the name, the favourite mark, the description and the facts.
/// It never receives data at init; the view controller calls its intention-named methods.
public final class RepositoryDetailRootView: View, AppView {
    let titleLabel = Label("", style: .bold)
    let favouriteLabel = Label("", wraps: false)
    let summaryLabel = Label("")
    let factsLabel = Label("")
    let spinner = ActivityIndicator(title: "Loading")
    private let stack = StackView(axis: .vertical, spacing: 1, padding: EdgeInsets(top: 1, left: 2, bottom: 0, right: 2))

    /// Lays out the subviews.
    public func setup() {
        let header = StackView(axis: .horizontal, spacing: 2)
        header.addArrangedSubview(titleLabel, length: .flexible())
        header.addArrangedSubview(favouriteLabel, length: .fit)
        stack.addArrangedSubview(header, length: .fixed(1))
        stack.addArrangedSubview(spinner, length: .fixed(1))
        stack.addArrangedSubview(summaryLabel, length: .fit)
        stack.addArrangedSubview(factsLabel, length: .flexible())
        addSubview(stack)
        spinner.isHidden = true
    }

    /// Positions the stack.
    public override func layoutSubviews() {
        stack.frame = bounds
    }

    /// Shows that `title` is loading.
    public func showLoading(title: String) {
        titleLabel.text = title
        summaryLabel.text = ""
        factsLabel.text = ""
        spinner.isHidden = false
        spinner.startAnimating()
        setNeedsRender()
    }

    /// Shows the repository.
    public func show(_ content: RepositoryDetailContent) {
        spinner.stopAnimating()
        spinner.isHidden = true
        titleLabel.text = content.title
        summaryLabel.text = content.summary
        let width = content.facts.map { $0.label.count }.max() ?? 0
        factsLabel.text = content.facts
            .map { $0.label + String(repeating: " ", count: width - $0.label.count) + "  " + $0.value }
            .joined(separator: "\n")
        setNeedsRender()
    }

    /// Shows the favourite mark.
    public func setFavourite(_ isFavourite: Bool) {
        favouriteLabel.text = isFavourite ? "★ Favourite" : "☆ Not a favourite"
    }
}
