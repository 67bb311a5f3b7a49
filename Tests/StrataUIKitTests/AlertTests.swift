#if os(Linux)  // UIKitSimulation, which these tests drive, exists on Linux only
import StrataAlert
import StrataTesting
import StrataUIKit
import Testing

@MainActor
@Suite("Alerts through UIAlertController", .simulatedUIKit)
struct AlertTests {
    enum DeleteAction: AlertActionType {
        case delete, keep, cancel
        var title: String { "\(self)".capitalized }
        var style: AlertActionStyle {
            switch self {
            case .delete: .destructive
            case .keep: .default
            case .cancel: .cancel
            }
        }
    }

    let strategy = AlertStrategy<DeleteAction>(title: "Delete?", message: "It cannot be undone.", actions: [.delete, .keep, .cancel], style: .actionSheet)

    @Test("article ⑤'s style conversions (UIAlertController.Style from the alert's style)")
    func styles() {
        #expect(UIAlertController.Style(style: .alert) == .alert)
        #expect(UIAlertController.Style(style: .actionSheet) == .actionSheet)
        #expect(UIAlertAction.Style(style: .default) == .default)
        #expect(UIAlertAction.Style(style: .cancel) == .cancel)
        #expect(UIAlertAction.Style(style: .destructive) == .destructive)
    }

    @Test("an alert client shows a UIAlertController; a tap runs the handlers of that action")
    func showAndTap() throws {
        let screen = RecordingScreen()
        let window = showInWindow(screen)
        let client = AlertClient<DeleteAction>(viewController: screen)
        var chosen: [DeleteAction] = []
        client.register { chosen.append($0) }
        let violations = SimulatedUIKit.violations {
            #expect(client.show(strategy: strategy) == .presented)
        }
        #expect(violations.isEmpty)
        let alert = try #require(screen.presentedViewController as? UIAlertController)
        #expect(alert.title == "Delete?")
        #expect(alert.message == "It cannot be undone.")
        #expect(alert.preferredStyle == .actionSheet)
        #expect(alert.popoverPresentationController?.sourceView === screen.view, "an action sheet is anchored for iPad")
        #expect(alert.actions.map(\.title) == ["Delete", "Keep", "Cancel"])
        #expect(alert.actions.map(\.style) == [.destructive, .default, .cancel])
        #expect(!screen.isPresentingAlert, "the alert on screen is managed by the client")
        alert.simulateTap(title: "Keep")
        #expect(chosen == [.keep])
        #expect(screen.presentedViewController == nil)
        #expect(window.rootViewController === screen)
    }

    @Test("alerts asked for while one is on screen wait, also across screens, and come in order")
    func queued() throws {
        let tabs = TabBarController(viewControllers: [RecordingScreen(), RecordingScreen()])
        let window = showInWindow(tabs)
        let first = try #require(tabs.viewControllers?.first as? RecordingScreen)
        let screenClient = AlertClient<DeleteAction>(viewController: first)
        let appClient = AlertClient<DeleteAction>(viewController: tabs)
        var log: [String] = []
        screenClient.register { log.append("screen \($0)") }
        appClient.register { log.append("app \($0)") }
        let violations = SimulatedUIKit.violations {
            #expect(screenClient.show(strategy: strategy) == .presented)
            #expect(screenClient.show(strategy: .init(title: "Second", message: nil, actions: [.cancel])) == .queued(position: 1))
            #expect(appClient.show(strategy: .init(title: "App", message: nil, actions: [.keep])) == .presented, "handed to the driver, which waits")
            (tabs.presentedViewController as? UIAlertController)?.simulateTap(title: "Delete")
            #expect(tabs.presentedViewController?.title == "App")
            (tabs.presentedViewController as? UIAlertController)?.simulateTap(title: "Keep")
            #expect(tabs.presentedViewController?.title == "Second")
            (tabs.presentedViewController as? UIAlertController)?.simulateTap(title: "Cancel")
        }
        #expect(violations.isEmpty, "never presenting while presenting")
        #expect(log == ["screen delete", "app keep", "screen cancel"])
        #expect(window.isKeyWindow)
    }

    @Test("an alert waiting in the window's line when its screen leaves the window is reported as viewControllerUnavailable, and the next one is shown")
    func leavesWindowWhileWaiting() throws {
        let tabs = TabBarController(viewControllers: [RecordingScreen(), RecordingScreen()])
        let window = showInWindow(tabs)
        let first = try #require(tabs.viewControllers?.first as? RecordingScreen)
        let screenClient = AlertClient<DeleteAction>(viewController: first)
        var appDiagnostics: [AlertClientError] = []
        let appClient = AlertClient<DeleteAction>(viewController: tabs) { appDiagnostics.append($0) }
        var log: [String] = []
        appClient.register { log.append("app \($0)") }
        let violations = SimulatedUIKit.violations {
            #expect(screenClient.show(strategy: strategy) == .presented)
            #expect(appClient.show(strategy: .init(title: "App", message: nil, actions: [.keep])) == .presented, "waits in the window's line")
            // The tab bar leaves the window while its alert waits; then the alert on screen is answered.
            let onScreen = tabs.presentedViewController as? UIAlertController
            window.rootViewController = nil
            onScreen?.simulateTap(title: "Delete")
        }
        #expect(violations.isEmpty, "UIKit was never asked to present from outside a window")
        #expect(appDiagnostics == [.viewControllerUnavailable], "the waiting alert is reported, not lost")
        #expect(log.isEmpty, "no button of it was chosen")
        #expect(tabs.presentedViewController == nil)
        // Back in the window, the tab bar's next alert is shown at once: nothing still waits for an
        // answer that cannot come.
        window.rootViewController = tabs
        #expect(appClient.show(strategy: .init(title: "Again", message: nil, actions: [.keep])) == .presented)
        #expect(tabs.presentedViewController?.title == "Again")
        (tabs.presentedViewController as? UIAlertController)?.simulateTap(title: "Keep")
        #expect(log == ["app keep"])
    }

    @Test("two windows (two scenes) each show their own alert at once")
    func windowsAreIndependent() {
        let left = RecordingScreen()
        let right = RecordingScreen()
        let windows = [showInWindow(left), showInWindow(right)]
        let outcomes = [AlertClient<DeleteAction>(viewController: left), AlertClient<DeleteAction>(viewController: right)].map { $0.show(strategy: strategy) }
        #expect(outcomes == [.presented, .presented])
        #expect(left.presentedViewController is UIAlertController)
        #expect(right.presentedViewController is UIAlertController)
        #expect(windows.count == 2)
    }

    @Test("a screen that is not in a window rejects the alert as viewControllerUnavailable instead of UIKit's silence")
    func notInWindow() {
        let screen = RecordingScreen()
        var diagnostics: [AlertClientError] = []
        let client = AlertClient<DeleteAction>(viewController: screen) { diagnostics.append($0) }
        let violations = SimulatedUIKit.violations {
            #expect(client.show(strategy: strategy) == .rejected(.viewControllerUnavailable))
        }
        #expect(violations.isEmpty, "UIKit was never asked to present from outside a window")
        #expect(diagnostics == [.viewControllerUnavailable])
    }
}
#endif
