#if os(iOS) || os(tvOS) || os(visionOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import StrataAlert

/// The alerts of the Strata screens of one window, shown one at a time. UIKit cannot present an
/// alert over a controller that already presents one, so an alert asked for while another is on
/// screen in the same window waits here, and appears once the one on screen is answered. Each
/// window (each scene, on iPad) has its own queue.
///
/// StrataAlert's `ViewControllerAlertQueue` already keeps one screen's alerts apart (every `AlertClient`
/// on that screen shares it); this queue is the UIKit driver's wider one, across the screens of a
/// window (a tab's screen and the tab bar controller, a pushed screen and the one under it), and
/// also serves callers of `AlertPresenting` that use no `AlertClient`. The terminal driver has no
/// window-wide queue: each of its view controllers draws its own dialog over its own screen.
@MainActor
final class WindowAlertQueue {
    private static var queues: [ObjectIdentifier: WindowAlertQueue] = [:]

    /// Queues `alert` on the queue of the viewController's window (which it is in: the client checked
    /// `canPresentAlerts`).
    static func enqueue(
        _ alert: AlertPresentation,
        on viewController: UIViewController,
        animated: Bool,
        completion: (@MainActor () -> Void)?,
        onChoice: @escaping @MainActor (Int) -> Void,
        onUnavailable: @escaping @MainActor () -> Void
    ) {
        queues = queues.filter { $0.value.window != nil }
        guard let window = viewController.viewIfLoaded?.window else {
            onUnavailable()
            return
        }
        let id = ObjectIdentifier(window)
        let queue = queues[id] ?? WindowAlertQueue(window: window)
        queues[id] = queue
        queue.enqueue(alert, on: viewController, animated: animated, completion: completion, onChoice: onChoice, onUnavailable: onUnavailable)
    }

    /// Whether `alert` is shown by one of the queues.
    static func manages(_ alert: UIAlertController) -> Bool {
        queues.values.contains { $0.onScreen === alert }
    }

    private weak var window: UIWindow?

    private init(window: UIWindow) {
        self.window = window
    }

    private struct Request {
        weak var viewController: UIViewController?
        let alert: AlertPresentation
        let animated: Bool
        let completion: (@MainActor () -> Void)?
        let onChoice: @MainActor (Int) -> Void
        let onUnavailable: @MainActor () -> Void
    }

    private var waiting: [Request] = []
    private weak var onScreen: UIAlertController?

    private func enqueue(
        _ alert: AlertPresentation,
        on viewController: UIViewController,
        animated: Bool,
        completion: (@MainActor () -> Void)?,
        onChoice: @escaping @MainActor (Int) -> Void,
        onUnavailable: @escaping @MainActor () -> Void
    ) {
        waiting.append(
            Request(viewController: viewController, alert: alert, animated: animated, completion: completion, onChoice: onChoice, onUnavailable: onUnavailable)
        )
        showNext()
    }

    private func showNext() {
        if let onScreen, onScreen.presentingViewController != nil { return }
        while !waiting.isEmpty {
            let request = waiting.removeFirst()
            guard let viewController = request.viewController, viewController.isInWindow else {
                // The screen left the window while its alert waited: the alert will never be
                // shown, and its client hears so (AlertClientError.viewControllerUnavailable).
                request.onUnavailable()
                continue
            }
            let host = viewController.topPresentedController
            if host is UIAlertController {
                // An alert Strata does not manage is up; ours waits at the front of the queue.
                waiting.insert(request, at: 0)
                return
            }
            let controller = UIAlertController(presentation: request.alert) { [weak self] index in
                self?.onScreen = nil
                request.onChoice(index)
                self?.showNext()
            }
            #if !os(tvOS)
            if let popover = controller.popoverPresentationController {
                popover.sourceView = host.view
            }
            #endif
            onScreen = controller
            host.present(controller, animated: request.animated) { request.completion?() }
            return
        }
    }
}
#endif
