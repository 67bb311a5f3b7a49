#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import GitHubBrowserUIKitViews

extension ItemListDataSource {
    /// Calls `handler` when the last row shown comes on screen: the list's "load more" input, as
    /// the terminal's highlight reaching the last row is there. Whether there is more to load is
    /// the variant's logic to decide, not the view's.
    public func didReachLastRow(_ handler: @escaping @MainActor () -> Void) {
        willDisplayRow { [unowned self] index in
            if index == items.count - 1 { handler() }
        }
    }
}
#endif
