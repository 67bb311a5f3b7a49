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
/// window (each scene, on iPad) has its own line.
@MainActor
final class AlertLine {
    private static var lines: [ObjectIdentifier: AlertLine] = [:]

    /// Queues `alert` on the line of the presenter's window (which it is in: the client checked
    /// `canPresentAlerts`).
    static func enqueue(
        _ alert: AlertPresentation,
        on presenter: UIViewController,
        animated: Bool,
        completion: (@MainActor () -> Void)?,
        onChoice: @escaping @MainActor (Int) -> Void,
        onUnavailable: @escaping @MainActor () -> Void
    ) {
        lines = lines.filter { $0.value.window != nil }
        guard let window = presenter.viewIfLoaded?.window else {
            onUnavailable()
            return
        }
        let id = ObjectIdentifier(window)
        let line = lines[id] ?? AlertLine(window: window)
        lines[id] = line
        line.enqueue(alert, on: presenter, animated: animated, completion: completion, onChoice: onChoice, onUnavailable: onUnavailable)
    }

    /// Whether `alert` is shown by one of the lines.
    static func manages(_ alert: UIAlertController) -> Bool {
        lines.values.contains { $0.onScreen === alert }
    }

    private weak var window: UIWindow?

    private init(window: UIWindow) {
        self.window = window
    }

    private struct Request {
        weak var presenter: UIViewController?
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
        on presenter: UIViewController,
        animated: Bool,
        completion: (@MainActor () -> Void)?,
        onChoice: @escaping @MainActor (Int) -> Void,
        onUnavailable: @escaping @MainActor () -> Void
    ) {
        waiting.append(
            Request(presenter: presenter, alert: alert, animated: animated, completion: completion, onChoice: onChoice, onUnavailable: onUnavailable)
        )
        showNext()
    }

    private func showNext() {
        if let onScreen, onScreen.presentingViewController != nil { return }
        while !waiting.isEmpty {
            let request = waiting.removeFirst()
            guard let presenter = request.presenter, presenter.isInWindow else {
                // The screen left the window while its alert waited: the alert will never be
                // shown, and its client hears so (AlertClientError.presenterUnavailable).
                request.onUnavailable()
                continue
            }
            let host = presenter.topPresentedController
            if host is UIAlertController {
                // An alert Strata does not manage is up; ours waits at the front of the line.
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
