#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import StrataCore

/// The views of chapter 11's repository detail on UIKit: the stars and the page's address. It
/// never receives data at init; its view controller calls showRepo(stars:url:).
public final class RepoDetailRootView: UIView, AppView {
    /// The stars.
    public let starsLabel = UILabel()
    /// The repository's page.
    public let urlLabel = UILabel()
    private let stack = UIStackView()

    /// Lays out the two lines, top to bottom.
    public func setup() {
        urlLabel.numberOfLines = 2
        stack.axis = .vertical
        stack.spacing = 8
        stack.addArrangedSubview(starsLabel)
        stack.addArrangedSubview(urlLabel)
        stack.frame = bounds
        stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(stack)
    }

    /// Shows the repository's stars and page.
    public func showRepo(stars: String, url: String) {
        starsLabel.text = stars
        urlLabel.text = url
    }
}
#endif
