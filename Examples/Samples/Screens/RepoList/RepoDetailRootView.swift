import StrataCore
import StrataTerminal

/// The views of chapter 11's repository detail: the stars and the page's address. It never
/// receives data at init; its view controller calls ``showRepo(stars:url:)``.
public final class RepoDetailRootView: View, AppView {
    /// The stars.
    public let starsLabel = Label("")
    /// The repository's page.
    public let urlLabel = Label("", style: .dim)
    private let stack = StackView(axis: .vertical, spacing: 0, padding: EdgeInsets(top: 1, left: 2, bottom: 0, right: 2))

    /// Creates the view; ``setup()`` builds it.
    public override init() {
        super.init()
    }

    /// Lays out the two lines.
    public func setup() {
        stack.addArrangedSubview(starsLabel, length: .fixed(1))
        stack.addArrangedSubview(urlLabel, length: .fixed(2))
        addSubview(stack)
    }

    /// Positions the stack.
    public override func layoutSubviews() {
        stack.frame = bounds
    }

    /// Shows the repository's stars and page.
    public func showRepo(stars: String, url: String) {
        starsLabel.text = stars
        urlLabel.text = url
    }
}
