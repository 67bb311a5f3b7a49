#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import StrataCore
import GitHubBrowserNavigation
import GitHubBrowserVocabulary

/// The detail screen's views: the name, the favourite button, the summary and the facts.
public final class RepositoryDetailRootView: UIView, AppView {
    /// The repository's full name.
    public let titleLabel = UILabel()
    /// Adds or removes the favourite; its title says which it is now.
    public let favouriteButton = UIButton()
    /// The description.
    public let summaryLabel = UILabel()
    /// One fact a line ("Stars  12,345").
    public let factsLabel = UILabel()
    /// Turns while the repository loads.
    public let spinner = UIActivityIndicatorView()
    private let stack = UIStackView()

    /// Lays out the views, top to bottom.
    public func setup() {
        summaryLabel.numberOfLines = 0
        factsLabel.numberOfLines = 0
        stack.axis = .vertical
        stack.spacing = 12
        for view in [titleLabel, favouriteButton, spinner, summaryLabel, factsLabel] as [UIView] { stack.addArrangedSubview(view) }
        stack.frame = bounds
        stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(stack)
    }

    /// Shows that `title` is loading.
    public func showLoading(title: String) {
        titleLabel.text = title
        summaryLabel.text = ""
        factsLabel.text = ""
        spinner.startAnimating()
    }

    /// Shows the repository.
    public func show(_ content: RepositoryDetailContent) {
        spinner.stopAnimating()
        titleLabel.text = content.title
        summaryLabel.text = content.summary
        factsLabel.text = content.facts.map { "\($0.label)  \($0.value)" }.joined(separator: "\n")
    }

    /// Shows whether the repository is a favourite.
    public func setFavourite(_ isFavourite: Bool) {
        favouriteButton.setTitle(isFavourite ? "★ Favourite" : "☆ Add to favourites", for: .normal)
    }
}
#endif
