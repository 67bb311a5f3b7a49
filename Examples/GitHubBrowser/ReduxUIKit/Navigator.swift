#if os(iOS) || os(Linux)
#if canImport(UIKit)
import UIKit
#else
import UIKitSimulation
#endif
import Foundation
import GitHubBrowserFeatures
import GitHubBrowserRedux
import GitHubBrowserUIKitViews
import GitHubBrowserVocabulary
import StrataRedux
import StrataUIKit

/// Routing expressed as actions, on UIKit: it subscribes to `NavigationState` and makes the tab bar
/// and each tab's stack show it — selecting the tab, popping the screens the state no longer has,
/// pushing the ones it has, presenting or dismissing the sign-in sheet. Screens never push or pop;
/// they dispatch. What UIKit does by itself — the back button, the back swipe — it reports to the
/// store as `pop`, so the state follows.
@MainActor
final class Navigator {
    /// The store subscriptions of this object, which end with it.
    private let subscriptions = SubscriptionBag()
    private let browser: BrowserStore
    private let tabBar: StateTabBarController
    private let navigations: [BrowserTab: StateNavigationController]
    private let makeScreen: @MainActor (BrowserScreen, BrowserTab) -> UIViewController?
    private let makeSignIn: (@MainActor () -> UIViewController)?
    private let stackObserver = NavigationStackObserver()
    /// The screens pushed on each tab, bottom first, as the stacks show them now.
    private var shown: [BrowserTab: [BrowserScreen]] = [:]
    /// Whether the stacks are being changed to show the state (not by the user).
    private var isShowingState = false
    private weak var signIn: UIViewController?

    init(
        browser: BrowserStore,
        tabBar: StateTabBarController,
        navigations: [StateNavigationController],
        makeScreen: @escaping @MainActor (BrowserScreen, BrowserTab) -> UIViewController?,
        makeSignIn: (@MainActor () -> UIViewController)?
    ) {
        self.browser = browser
        self.tabBar = tabBar
        self.navigations = Dictionary(uniqueKeysWithValues: navigations.map { ($0.browserTab, $0) })
        self.makeScreen = makeScreen
        self.makeSignIn = makeSignIn
        for navigation in navigations { navigation.delegate = stackObserver }
        stackObserver.didShow = { [weak self] navigation, _ in self?.userDidPop(on: navigation) }
    }

    /// Shows the state's navigation now and after every change of it.
    func start() {
        browser.store.subscribe(select: \.navigation) { [weak self] navigation in self?.show(navigation) }.store(in: subscriptions)
    }

    private func show(_ navigation: NavigationState) {
        isShowingState = true
        defer { isShowingState = false }
        if let index = tabBar.viewControllers?.firstIndex(where: { ($0 as? StateNavigationController)?.browserTab == navigation.selectedTab }) {
            tabBar.select(index: index)
        }
        for (tab, controller) in navigations {
            show(navigation.stack(of: tab), on: controller)
        }
        showSignIn(navigation.isSignInPresented, over: navigations[navigation.selectedTab]?.topViewController)
    }

    /// Presents the sign-in sheet over `screen`, or dismisses it.
    private func showSignIn(_ isPresented: Bool, over screen: UIViewController?) {
        if isPresented, signIn == nil, let screen, let sheet = makeSignIn?() {
            signIn = sheet
            screen.present(sheet, animated: true, completion: nil)
        } else if !isPresented, let sheet = signIn {
            signIn = nil
            sheet.presentingViewController?.dismiss(animated: true, completion: nil)
        }
    }

    /// Pops what differs from `wanted`, then pushes the rest of it.
    private func show(_ wanted: [BrowserScreen], on controller: StateNavigationController) {
        let current = shown[controller.browserTab] ?? []
        let kept = zip(current, wanted).prefix { $0 == $1 }.count
        if kept < current.count, controller.viewControllers.indices.contains(kept) {
            _ = controller.popToViewController(controller.viewControllers[kept], animated: false)
        }
        var pushed = Array(wanted.prefix(kept))
        for screen in wanted.dropFirst(kept) {
            // A screen this app does not build is not pushed, nor anything the state puts over it.
            guard let controllerOfScreen = makeScreen(screen, controller.browserTab) else { break }
            controller.pushViewController(controllerOfScreen, animated: true)
            pushed.append(screen)
        }
        shown[controller.browserTab] = pushed
    }

    /// UIKit showed another screen on `navigation`: when the user popped screens (the back button,
    /// the back swipe), the state pops them too.
    private func userDidPop(on navigation: UINavigationController) {
        guard !isShowingState, let stack = navigation as? StateNavigationController else { return }
        let pushed = shown[stack.browserTab] ?? []
        let depth = max(stack.viewControllers.count - 1, 0)
        guard depth < pushed.count else { return }
        shown[stack.browserTab] = Array(pushed.prefix(depth))
        for _ in depth..<pushed.count { browser.back(on: stack.browserTab) }
    }
}
#endif
