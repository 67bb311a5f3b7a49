import Foundation
import GitHubBrowserDomain
import GitHubBrowserVocabulary
import StrataNavigation

/// The browser's router: every screen's way out, implemented once over a `Transitioner`.
///
/// The MVP and Flux apps' screen builders make one per screen, from the transitioner the screen's
/// view controller hands its screen object (`router(from:)`); the screen object gets it as the
/// screen's routing protocol (`SearchRouting`, `FavouritesRouting`, … in Features, which it conforms
/// to in `BrowserRouter+Routing.swift`). The caller decides
/// *when* to leave, the router *how* (push, pop, present, dismiss, switch tab), and
/// ``BrowserScreens`` — supplied by the driver — *what* the next screen is. It holds the
/// transitioner and the tab switcher weakly, so a screen can own the presenter that owns it.
///
/// It is generic over the driver's screen type, so the same decisions run on the terminal, on
/// UIKit and in tests with a `RecordingTransitioner`:
///
/// ```swift
/// let transitioner = RecordingTransitioner<String>(root: "search")
/// let router = BrowserRouter(transitioner: transitioner, screens: BrowserScreens { "detail of \($0)" })
/// router.showDetail(of: RepositoryID(owner: "apple", name: "swift"))   // pushes "detail of apple/swift"
/// ```
@MainActor
public final class BrowserRouter<Screen> {
    private weak var transitioner: (any Transitioner<Screen>)?
    private weak var tabs: (any BrowserTabSwitching)?
    private weak var flows: (any SignInFlows<Screen>)?
    private let screens: BrowserScreens<Screen>

    /// Creates a router that shows screens from `transitioner`.
    ///
    /// - Parameters:
    ///   - transitioner: The screen the transitions start from; held weakly.
    ///   - screens: Builds the screens the router leads to.
    ///   - tabs: Switches tabs (the Account tab to sign in); held weakly; `nil` for a screen outside
    ///     the tab bar.
    ///   - flows: Runs the sign-in flow (the app coordinator); held weakly; `nil` to present the
    ///     sign-in screen directly.
    public init(
        transitioner: any Transitioner<Screen>,
        screens: BrowserScreens<Screen>,
        tabs: (any BrowserTabSwitching)? = nil,
        flows: (any SignInFlows<Screen>)? = nil
    ) {
        self.transitioner = transitioner
        self.screens = screens
        self.tabs = tabs
        self.flows = flows
    }

    /// Pushes the detail screen of `id`.
    public func showDetail(of id: RepositoryID) {
        guard let transitioner else { return }
        transitioner.push(screens.repositoryDetail(id), animated: true)
    }

    /// Switches to the Account tab, if the app has one.
    public func showAccountTab() {
        tabs?.select(.account)
    }

    /// Pops the detail screen.
    public func closeDetail() {
        transitioner?.pop(animated: true)
    }

    /// Whether the app offers a sign-in screen to present.
    public var canPresentSignIn: Bool { screens.signIn != nil }

    /// Presents the sign-in screen modally, if the app has one: as the sign-in flow of ``SignInFlows``
    /// when the router has them.
    public func presentSignIn() {
        guard let transitioner, let signIn = screens.signIn else { return }
        if let flows {
            flows.startSignIn(over: transitioner)
        } else {
            transitioner.present(signIn(), animated: true, completion: nil)
        }
    }

    /// Dismisses the sign-in screen presented from the transitioner's screen, which ends the
    /// sign-in flow.
    public func closeSignIn() {
        transitioner?.dismiss(animated: true, completion: nil)
        flows?.signInDidClose()
    }

    /// Whether the app has a screen of the signed-in user's repositories.
    public var canShowUserRepositories: Bool { screens.userRepositories != nil }

    /// Pushes the screen of the signed-in user's repositories, if the app has one.
    public func showUserRepositories() {
        guard let transitioner, let userRepositories = screens.userRepositories else { return }
        transitioner.push(userRepositories(), animated: true)
    }
}

/// How a driver builds the screens that ``BrowserRouter`` leads to, as functions returning the
/// driver's screen type (a terminal `BaseViewController`, a `UIViewController`, a string in tests).
///
/// The router decides *how* to get there (push, present, switch tab); these functions only build
/// the next screen with everything it needs, so no screen's router repeats another's composition.
@MainActor
public struct BrowserScreens<Screen> {
    /// Builds the detail screen of a repository.
    public var repositoryDetail: @MainActor (RepositoryID) -> Screen
    /// Builds the sign-in screen presented over another one (it closes itself once signed in);
    /// `nil` when the app offers none.
    public var signIn: (@MainActor () -> Screen)?
    /// Builds the screen of the signed-in user's repositories; `nil` when the app offers none.
    public var userRepositories: (@MainActor () -> Screen)?
    /// Builds "GitHub is unavailable" for a 503 that asked to be tried again after the date (`nil`:
    /// it did not say); the screen pops itself when the user goes back. `nil` when the app routes
    /// no 503 to a screen.
    public var serviceUnavailable: (@MainActor (Date?) -> Screen)?

    /// Creates the screen functions.
    public init(
        repositoryDetail: @escaping @MainActor (RepositoryID) -> Screen,
        signIn: (@MainActor () -> Screen)? = nil,
        userRepositories: (@MainActor () -> Screen)? = nil,
        serviceUnavailable: (@MainActor (Date?) -> Screen)? = nil
    ) {
        self.repositoryDetail = repositoryDetail
        self.signIn = signIn
        self.userRepositories = userRepositories
        self.serviceUnavailable = serviceUnavailable
    }
}
