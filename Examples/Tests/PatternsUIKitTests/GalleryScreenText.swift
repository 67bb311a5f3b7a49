#if os(Linux)  // UIKitSimulation, which these tests drive, exists on Linux only
import Foundation
import GitHubBrowserUIKitViews
import StrataUIKit

/// What a gallery variant's window shows, as lines of text a test can compare between variants:
/// the tab bar (its tabs, the selected one, the depth of its stack), the visible screen's title,
/// every visible label, button, field, spinner and table row, and an alert over it. (The same
/// reading as GitHubBrowserUIKitArchitectureTests' `UIKitScreenText`, which holds the browser's
/// three UIKit apps to one another.)
@MainActor
enum GalleryScreenText {
    /// The window's content as text.
    static func describe(_ window: UIWindow) -> String {
        guard let root = window.rootViewController else { return "(no root)" }
        var lines: [String] = []
        if let tabs = root as? UITabBarController {
            let titles = (tabs.viewControllers ?? []).map { ($0 as? UINavigationController)?.viewControllers.first?.title ?? "?" }
            let depth = (tabs.selectedViewController as? UINavigationController)?.viewControllers.count ?? 0
            lines.append("tabs: \(titles.joined(separator: " | ")) — selected \(tabs.selectedIndex), depth \(depth)")
        }
        var screen = root
        while true {
            let next: UIViewController
            if let presented = screen.presentedViewController, !(presented is UIAlertController) {
                next = presented
            } else if let tabs = screen as? UITabBarController, let selected = tabs.selectedViewController {
                next = selected
            } else if let navigation = screen as? UINavigationController, let top = navigation.topViewController {
                next = top
            } else {
                break
            }
            screen = next
        }
        lines.append("screen: \(screen.title ?? "")")
        if let view = screen.viewIfLoaded { lines += describe(view) }
        if let alert = root.presentedViewController as? UIAlertController ?? screen.presentedViewController as? UIAlertController {
            lines.append("alert: \(alert.title ?? "") — \(alert.message ?? "") \(alert.actions.map { "[\($0.title ?? "")]" }.joined(separator: " "))")
        }
        return lines.joined(separator: "\n")
    }

    private static func describe(_ view: UIView) -> [String] {
        guard !view.isHidden else { return [] }
        switch view {
        case let label as UILabel:
            return label.text.map { $0.isEmpty ? [] : ["label: \($0)"] } ?? []
        case let button as UIButton:
            return ["button: [\(button.currentTitle ?? "")]\(button.isEnabled ? "" : " (disabled)")"]
        case let field as UITextField:
            return ["field: \(field.text ?? "") (\(field.placeholder ?? ""))"]
        case let spinner as UIActivityIndicatorView:
            return spinner.isAnimating ? ["spinner"] : []
        case let table as UITableView:
            return (0..<table.numberOfRows(inSection: 0)).map { row -> String in
                guard let cell = table.cellForRow(at: IndexPath(row: row, section: 0)) as? RepositoryCell else { return "row: ?" }
                return "row: \(cell.titleLabel.text ?? "") · \(cell.detailLabel.text ?? "")"
            }
        default:
            return view.subviews.flatMap(describe)
        }
    }
}
#endif

#if os(Linux)
import GitHubBrowserUIKitViews
import GitHubBrowserVocabulary

/// The Favourites tab's status line as UIKit words it, for `count` favourites.
func favouritesLine(_ count: Int) -> String {
    FavouritesStatus.count(count).uikitText
}
#endif
