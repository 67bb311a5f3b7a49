#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataCore

/// The Favourites tab's views: a status line and the list of favourites.
public final class FavouritesRootView: UIView, AppView, FavouritesDisplay {
    /// How many favourites there are, or that there are none.
    public let statusLabel = UILabel()
    /// The favourites.
    public let tableView = UITableView(frame: .zero, style: .plain)
    private let stack = UIStackView()

    /// Lays out the status line above the list.
    public func setup() {
        stack.axis = .vertical
        stack.spacing = 8
        stack.addArrangedSubview(statusLabel)
        stack.addArrangedSubview(tableView)
        stack.frame = bounds
        stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(stack)
    }

    /// Shows the one-line status, naming the button that adds or removes a favourite.
    public func showStatus(_ status: FavouritesStatus) { statusLabel.text = status.uikitText }
}
#endif
