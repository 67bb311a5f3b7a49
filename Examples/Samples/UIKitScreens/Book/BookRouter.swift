#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import StrataNavigation
import StrataUIKit

/// The samples' Book's router on UIKit: it opens what a row leads to (a BookDestination) from the
/// screen it was made from — it builds the screen and pushes it on that screen's navigation
/// controller, builds the coordinator of a flow and starts it there as a child of ``flows``, or
/// builds a screen with tabs of its own and presents it. The Book keeps one such flow at a time:
/// opening one finishes the last. The Book itself never builds a screen.
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

    /// Opens `destination`: pushes its screen, starts its flow on the navigation controller after
    /// finishing the flow started before, or presents its sheet.
    public func open(_ destination: BookDestination) {
        switch destination {
        case let .screen(make):
            transitioner.push(make(), animated: true)
        case let .flow(make):
            guard let navigationController = transitioner.viewController?.navigationController else { return }
            for flow in flows.children { flow.finish() }
            flows.startChild(make(navigationController))
        case let .sheet(make):
            transitioner.present(make(), animated: true, completion: nil)
        case let .action(run):
            run()
        }
    }
}
#endif
