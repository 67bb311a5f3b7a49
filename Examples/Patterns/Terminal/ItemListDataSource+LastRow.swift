import GitHubBrowserTerminalViews

extension ItemListDataSource {
    /// Calls `handler` when the user moves the highlight onto the last row shown: the list's "load
    /// more" input, as a table view's last cell coming into view is on UIKit. Whether there is more
    /// to load is the variant's logic to decide, not the view's.
    public func didReachLastRow(_ handler: @escaping @MainActor () -> Void) {
        didHighlightRow { [unowned self] index in
            if index == items.count - 1 { handler() }
        }
    }
}
