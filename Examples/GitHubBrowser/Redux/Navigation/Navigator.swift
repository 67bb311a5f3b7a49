import GitHubBrowserVocabulary
import StrataNavigation
import StrataRedux

/// Routing expressed as actions, written once for every driver: it subscribes to `NavigationState`
/// and makes the driver's ``StateShell`` show it — selecting the tab, popping the screens the state
/// no longer has, pushing the ones it has, presenting or dismissing the sign-in sheet. Screens never
/// push or pop; they dispatch. What a driver does by itself (UIKit's back button and back swipe) it
/// reports with ``userDidPop(to:on:)``, and the state follows.
@MainActor
public final class Navigator<Shell: StateShell> {
    /// A screen pushed on a stack, and its view controller while the stack holds it.
    private struct Pushed {
        let screen: BrowserScreen
        weak var controller: Shell.Screen?
    }

    /// The store subscriptions of this object, which end with it.
    private let subscriptions = SubscriptionBag()
    private let browser: BrowserStore
    private let shell: Shell
    private let makeScreen: @MainActor (BrowserScreen, BrowserTab) -> Shell.Screen?
    private let makeSignIn: (@MainActor () -> Shell.Screen)?
    /// The screens pushed on each tab, bottom first, as the stacks show them now.
    private var shown: [BrowserTab: [Pushed]] = [:]
    /// The sign-in sheet on screen, and the tab it was presented over.
    private var signIn: (sheet: Shell.Screen, tab: BrowserTab)?
    /// Whether the stacks are being changed to show the state (not by the user).
    private var isShowingState = false

    /// Creates the navigator of `browser`'s state on `shell`; `makeScreen` builds the screen a
    /// stack holds (`nil` for one the app does not build), `makeSignIn` the sign-in sheet.
    public init(
        browser: BrowserStore, shell: Shell, makeScreen: @escaping @MainActor (BrowserScreen, BrowserTab) -> Shell.Screen?,
        makeSignIn: (@MainActor () -> Shell.Screen)?
    ) {
        self.browser = browser
        self.shell = shell
        self.makeScreen = makeScreen
        self.makeSignIn = makeSignIn
    }

    /// Shows the state's navigation now and after every change of it.
    public func start() {
        browser.store.subscribe(select: \.navigation) { [weak self] navigation in self?.show(navigation) }.store(in: subscriptions)
    }

    /// The user popped `tab`'s stack down to `depth` screens (its root included) without the
    /// state: the state pops them too.
    public func userDidPop(to depth: Int, on tab: BrowserTab) {
        guard !isShowingState else { return }
        let pushed = shown[tab] ?? []
        let kept = max(depth - 1, 0)
        guard kept < pushed.count else { return }
        shown[tab] = Array(pushed.prefix(kept))
        for _ in kept..<pushed.count { browser.back(on: tab) }
    }

    private func show(_ navigation: NavigationState) {
        isShowingState = true
        defer { isShowingState = false }
        shell.select(navigation.selectedTab)
        for tab in BrowserTab.allCases {
            if let stack = shell.stack(of: tab) { show(navigation.stack(of: tab), on: tab, stack: stack) }
        }
        showSignIn(navigation.isSignInPresented, over: navigation.selectedTab)
    }

    /// Presents the sign-in sheet over `tab`, or dismisses it.
    private func showSignIn(_ isPresented: Bool, over tab: BrowserTab) {
        if isPresented, signIn == nil, let stack = shell.stack(of: tab), let sheet = makeSignIn?() {
            signIn = (sheet, tab)
            stack.present(sheet, animated: true, completion: nil)
        } else if !isPresented, let shown = signIn {
            signIn = nil
            shell.stack(of: shown.tab)?.dismiss(animated: true, completion: nil)
        }
    }

    /// Pops what differs from `wanted`, then pushes the rest of it.
    private func show(_ wanted: [BrowserScreen], on tab: BrowserTab, stack: any Transitioner<Shell.Screen>) {
        let current = shown[tab] ?? []
        let kept = zip(current.map(\.screen), wanted).prefix { $0 == $1 }.count
        if kept < current.count {
            if kept == 0 {
                stack.popToRoot(animated: false)
            } else if let top = current[kept - 1].controller {
                stack.popTo(top, animated: false)
            }
        }
        var pushed = Array(current.prefix(kept))
        for screen in wanted.dropFirst(kept) {
            // A screen this app does not build is not pushed, nor anything the state puts over it.
            guard let controller = makeScreen(screen, tab) else { break }
            stack.push(controller, animated: true)
            pushed.append(Pushed(screen: screen, controller: controller))
        }
        shown[tab] = pushed
    }
}
