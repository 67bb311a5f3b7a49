import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataCore
import StrataTerminal

/// The detail screen's views: the name, the favourite mark, and a scrolling body with the
/// description, the facts and the README section.
/// It never receives data at init; the view controller calls its intention-named methods.
public final class RepositoryDetailRootView: View, AppView, RepositoryDetailDisplay {
    let titleLabel = Label("", style: .bold)
    let favouriteLabel = Label("", wraps: false)
    /// The description, the facts and the README, scrolled with ↑↓.
    public let body = RepositoryDetailBodyView()
    let spinner = ActivityIndicator(title: "Loading")
    /// The description and the facts shown, once the repository has loaded.
    private var shown: (summary: String, facts: String)?
    /// The README section shown under them.
    private var readme: ReadmeSection?
    private let stack = StackView(axis: .vertical, spacing: 1, padding: EdgeInsets(top: 1, left: 2, bottom: 0, right: 2))

    /// Lays out the subviews.
    public func setup() {
        let header = StackView(axis: .horizontal, spacing: 2)
        header.addArrangedSubview(titleLabel, length: .flexible())
        header.addArrangedSubview(favouriteLabel, length: .fit)
        stack.addArrangedSubview(header, length: .fixed(1))
        stack.addArrangedSubview(spinner, length: .fixed(1))
        stack.addArrangedSubview(body, length: .flexible())
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
        shown = nil
        readme = nil
        body.show(paragraphs: [], readme: nil)
        spinner.isHidden = false
        spinner.startAnimating()
        setNeedsRender()
    }

    /// Shows the repository.
    public func show(_ content: RepositoryDetailContent) {
        spinner.stopAnimating()
        spinner.isHidden = true
        titleLabel.text = content.title
        let width = content.facts.map { $0.label.count }.max() ?? 0
        let facts = content.facts
            .map { $0.label + String(repeating: " ", count: width - $0.label.count) + "  " + $0.value }
            .joined(separator: "\n")
        shown = (content.summary, facts)
        body.show(paragraphs: [content.summary, facts], readme: readme)
        setNeedsRender()
    }

    /// Shows the README section under the facts (once the repository has loaded).
    public func showReadme(_ section: ReadmeSection) {
        readme = section
        guard let shown else { return }
        body.show(paragraphs: [shown.summary, shown.facts], readme: section)
    }

    /// Shows the favourite mark.
    public func setFavourite(_ isFavourite: Bool) {
        favouriteLabel.text = isFavourite ? "★ Favourite" : "☆ Not a favourite"
    }
}
