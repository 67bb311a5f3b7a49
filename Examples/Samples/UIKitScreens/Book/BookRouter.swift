#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import StrataNavigation
import StrataUIKit

/// The samples' Book's router on UIKit: it opens what a row leads to (a BookDestination) on the
/// navigation controller of the screen it was made from — it builds the screen and pushes it, or
/// builds the coordinator of a flow and starts it as a child of ``flows``. The Book keeps one such
/// flow at a time: opening one finishes the last. The Book itself never builds a screen.
///
/// Make it with the Book (``BookViewController`` does), and call ``open(_:)`` when a row is chosen.
@MainActor
public final class BookRouter {
    private let transitioner: ViewControllerTransitioner
    /// The coordinator whose children are the flows the router started (one at a time).
    public let flows = Coordinator()

    /// Creates the router that opens destinations from `viewController` (held weakly: the screen
    /// owns this router).
    public init(from viewController: UIViewController) {
        transitioner = ViewControllerTransitioner(from: viewController)
    }

    /// Opens `destination`: pushes its screen, or starts its flow on the navigation controller
    /// after finishing the flow started before.
    public func open(_ destination: BookDestination) {
        switch destination {
        case let .screen(make):
            transitioner.push(make(), animated: true)
        case let .flow(make):
            guard let navigationController = transitioner.viewController?.navigationController else { return }
            for flow in flows.children { flow.finish() }
            flows.startChild(make(navigationController))
        }
    }
}
#endif
