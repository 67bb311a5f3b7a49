#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import StrataCore
import GitHubBrowserFeatures
import GitHubBrowserVocabulary

/// The detail screen's views: the name, the favourite button, the summary, the facts and the README
/// section, in a scroll view.
public final class RepositoryDetailRootView: UIView, AppView, RepositoryDetailDisplay {
    /// The repository's full name.
    public let titleLabel = UILabel()
    /// Adds or removes the favourite; its title says which it is now.
    public let favouriteButton = UIButton()
    /// The favourite button's title while the repository is not a favourite: a tap adds it.
    nonisolated public static let addFavouriteTitle = "☆ Add to favourites"
    /// The favourite button's title while the repository is a favourite: a tap removes it.
    nonisolated public static let removeFavouriteTitle = "★ Favourite"
    /// The description.
    public let summaryLabel = UILabel()
    /// One fact a line ("Stars  12,345").
    public let factsLabel = UILabel()
    /// Turns while the repository loads.
    public let spinner = UIActivityIndicatorView()
    /// "README", once the repository has loaded.
    public let readmeHeadingLabel = UILabel()
    /// The README's lines, as plain text.
    public let readmeLabel = UILabel()
    /// Why there is no README to show, or that it was shortened.
    public let readmeStatusLabel = UILabel()
    /// Loads the README again; shown after it failed.
    public let readmeRetryButton = UIButton()
    /// Scrolls the stack: a README can be long.
    public let scrollView = UIScrollView()
    private let stack = UIStackView()

    /// Lays out the views, top to bottom.
    public func setup() {
        for label in [summaryLabel, factsLabel, readmeLabel, readmeStatusLabel] { label.numberOfLines = 0 }
        readmeRetryButton.setTitle("Try again", for: .normal)
        stack.axis = .vertical
        stack.spacing = 12
        let views: [UIView] = [
            titleLabel, favouriteButton, spinner, summaryLabel, factsLabel, readmeHeadingLabel, readmeLabel, readmeStatusLabel, readmeRetryButton,
        ]
        for view in views { stack.addArrangedSubview(view) }
        scrollView.frame = bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        stack.frame = bounds
        stack.autoresizingMask = [.flexibleWidth]
        scrollView.addSubview(stack)
        addSubview(scrollView)
        showReadmeSection(nil)
    }

    #if canImport(UIKit)
    /// Sizes the stack to its content, which the scroll view scrolls.
    public override func layoutSubviews() {
        super.layoutSubviews()
        let size = stack.systemLayoutSizeFitting(
            CGSize(width: scrollView.bounds.width, height: 0),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
        )
        stack.frame = CGRect(x: 0, y: 0, width: scrollView.bounds.width, height: size.height)
        scrollView.contentSize = stack.frame.size
    }
    #endif

    /// Shows that `title` is loading.
    public func showLoading(title: String) {
        titleLabel.text = title
        summaryLabel.text = ""
        factsLabel.text = ""
        showReadmeSection(nil)
        spinner.startAnimating()
    }

    /// Shows the README section under the facts (once the repository has loaded).
    public func showReadme(_ section: ReadmeSection) {
        showReadmeSection(section)
    }

    private func showReadmeSection(_ section: ReadmeSection?) {
        readmeHeadingLabel.text = section == nil ? "" : ReadmeSection.heading
        readmeLabel.text = section?.lines.map(\.plainText).joined(separator: "\n") ?? ""
        readmeStatusLabel.text = section?.status() ?? ""
        readmeRetryButton.isHidden = section?.canRetry != true
        #if canImport(UIKit)
        setNeedsLayout()
        #endif
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
        favouriteButton.setTitle(isFavourite ? Self.removeFavouriteTitle : Self.addFavouriteTitle, for: .normal)
    }
}
#endif
