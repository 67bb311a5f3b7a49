#if os(Linux)  // UIKitSimulation, which these tests drive, exists on Linux only
import Foundation
import GitHubBrowserUIKitViews
import StrataUIKit

/// What a UIKit window shows, as lines of text a test can compare between apps: the tab bar (its
/// tabs, the selected one, the depth of its stack), the visible screen's title, every visible label,
/// button, field, spinner and table row of its view, and an alert over it. The browser's three UIKit
/// apps (GitHubBrowserUIKitArchitectureTests) and the gallery's seven variants (PatternsUIKitTests)
/// are held to one another through it.
@MainActor
public enum UIKitScreenText {
    /// The screen a user sees from `root`: the top of the selected tab's stack, or what is presented
    /// over it.
    public static func visible(from root: UIViewController) -> UIViewController {
        if let presented = root.presentedViewController { return visible(from: presented) }
        if let tabs = root as? UITabBarController, let selected = tabs.selectedViewController { return visible(from: selected) }
        if let navigation = root as? UINavigationController, let top = navigation.topViewController { return visible(from: top) }
        return root
    }

    /// The visible views of type `T` in `screen`'s view, in order.
    public static func visibleViews<T: UIView>(of type: T.Type, in screen: UIViewController?) -> [T] {
        guard let view = screen?.viewIfLoaded else { return [] }
        return visibleViews(of: type, in: view)
    }

    private static func visibleViews<T: UIView>(of type: T.Type, in view: UIView) -> [T] {
        guard !view.isHidden else { return [] }
        if let match = view as? T { return [match] }
        return view.subviews.flatMap { visibleViews(of: type, in: $0) }
    }

    /// The window's content as text.
    public static func describe(_ window: UIWindow) -> String {
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
            let text = field.text ?? ""
            return ["field: \(field.isSecureTextEntry ? String(repeating: "•", count: text.count) : text) (\(field.placeholder ?? ""))"]
        case let spinner as UIActivityIndicatorView:
            return spinner.isAnimating ? ["spinner"] : []
        case let table as UITableView:
            let rows = (0..<table.numberOfRows(inSection: 0)).map { row -> String in
                guard let cell = table.cellForRow(at: IndexPath(row: row, section: 0)) as? RepositoryCell else { return "row: ?" }
                return "row: \(cell.titleLabel.text ?? "") · \(cell.detailLabel.text ?? "")"
            }
            return (table.refreshControl?.isRefreshing == true ? ["refreshing"] : []) + rows
        default:
            return view.subviews.flatMap(describe)
        }
    }
}
#endif
