import Foundation
import GitHubBrowserDomain
import GitHubBrowserNavigation
@testable import GitHubBrowserPresentation
import GitHubBrowserVocabulary
import StrataNavigation
import StrataTesting
import Testing

/// One tab's navigation stack in tests: a `RecordingTransitioner` of screen names that tells the
/// shell when another screen comes on top, as a driver's navigation controller does.
@MainActor
private final class TabStack: Transitioner {
    let recorded: RecordingTransitioner<String>
    var onTopChange: () -> Void = {}

    init(root: String) { recorded = RecordingTransitioner(root: root) }

    private func changing(_ change: () -> Void) {
        let depth = recorded.stack.count
        change()
        if recorded.stack.count != depth { onTopChange() }
    }

    func push(_ screen: String, animated: Bool) { changing { recorded.push(screen, animated: animated) } }
    func pop(animated: Bool) { changing { recorded.pop(animated: animated) } }
    func popToRoot(animated: Bool) { changing { recorded.popToRoot(animated: animated) } }
    func popTo(_ screen: String, animated: Bool) { changing { recorded.popTo(screen, animated: animated) } }
    func present(_ screen: String, animated: Bool, completion: (@MainActor () -> Void)?) {
        recorded.present(screen, animated: animated, completion: completion)
    }
    func dismiss(animated: Bool, completion: (@MainActor () -> Void)?) { recorded.dismiss(animated: animated, completion: completion) }
}

/// A tab bar of screen names whose stacks report their changes.
@MainActor
private final class FakeShell: BrowserShell {
    typealias Screen = String
    let tabs: [BrowserTab] = [.search, .favourites, .publicRepositories]
    let stacks: [BrowserTab: TabStack]
    private(set) var selected: BrowserTab = .search
    var selectedTab: BrowserTab? { selected }
    private var observer: (@MainActor (BrowserTab) -> Void)?

    init() {
        var stacks: [BrowserTab: TabStack] = [:]
        for tab in tabs { stacks[tab] = TabStack(root: tab.title) }
        self.stacks = stacks
        for (tab, stack) in stacks { stack.onTopChange = { [unowned self] in observer?(tab) } }
    }

    func select(_ tab: BrowserTab) -> Bool {
        guard tabs.contains(tab) else { return false }
        selected = tab
        return true
    }

    func navigation(of tab: BrowserTab) -> (any Transitioner<String>)? { stacks[tab] }
    var searchLauncher: (any SearchLaunching)? { nil }
    func stackDepth(of tab: BrowserTab) -> Int { stacks[tab]?.recorded.stack.count ?? 0 }
    func observeStacks(_ observer: @escaping @MainActor (BrowserTab) -> Void) { self.observer = observer }

    func stack(_ tab: BrowserTab) -> [String] { stacks[tab]?.recorded.stack ?? [] }
    func presented(_ tab: BrowserTab) -> [String] { stacks[tab]?.recorded.presentedScreens ?? [] }
}

@Suite("The app's coordinators: one per tab, one per flow, each released when its flow ends")
@MainActor
struct FlowCoordinatorTests {
    private let swift = RepositoryID(owner: "apple", name: "swift")
    private let nio = RepositoryID(owner: "apple", name: "swift-nio")

    private func make(link: String? = nil, sessionChanges: SessionChanges? = nil) -> (AppCoordinator<String>, FakeShell) {
        let shell = FakeShell()
        let screens = BrowserScreens<String>(
            repositoryDetail: { "detail \($0.owner)/\($0.name)" }, signIn: { "sign-in" },
            serviceUnavailable: { $0 == nil ? "unavailable" : "unavailable until \($0!.timeIntervalSince1970)" }
        )
        let coordinator = AppCoordinator(
            shell: shell, screens: screens, launchErrorAlert: AlertClientSpy<LaunchErrorAction>(), link: link, sessionChanges: sessionChanges
        )
        return (coordinator, shell)
    }

    @Test("GitHub unavailable (§15.3): the coordinator pushes its screen on the tab on screen, with when to try again")
    func serviceUnavailable() {
        let (coordinator, shell) = make()
        coordinator.start()
        #expect(shell.select(.favourites))
        coordinator.showServiceUnavailable(retryAfter: Date(timeIntervalSince1970: 60))
        #expect(shell.stack(.favourites).last == "unavailable until 60.0")
        #expect(shell.stack(.search).count == 1)
    }

    @Test("the app coordinator has one child per tab, in the shell's order, from the start")
    func oneChildPerTab() {
        let (app, shell) = make()
        app.start()
        #expect(app.tabCoordinators.map(\.tab) == shell.tabs)
        #expect(app.children.count == shell.tabs.count)
        #expect(app.tabCoordinators.allSatisfy { $0.parent === app })
    }

    @Test("a repository link is a flow of its own on the Search tab: its detail over the root")
    func linkFlow() throws {
        let (app, shell) = make(link: "strata://repos/apple/swift")
        app.start()
        let search = try #require(app.coordinator(of: .search))
        let link = try #require(search.children.first as? RepositoryLinkCoordinator<String>)
        #expect(link.repository == swift)
        #expect(shell.stack(.search) == ["Search", "detail apple/swift"])
    }

    @Test("started on a launch route (a UIKit scene's connection options): every tab starts at its root, then the route opens")
    func startOnLaunchRoute() throws {
        let (app, shell) = make()
        shell.stacks[.favourites]?.push("left over", animated: false)
        app.start(launch: .urlScheme(try #require(URL(string: "strata://repos/apple/swift"))))
        #expect(shell.stack(.favourites) == ["Favourites"], "the tabs' coordinators were started")
        #expect(shell.stack(.search) == ["Search", "detail apple/swift"])
        let search = try #require(app.coordinator(of: .search))
        #expect((search.children.first as? RepositoryLinkCoordinator<String>)?.repository == swift)
    }

    @Test("when the linked detail is popped (the back key), its coordinator is finished and released")
    func poppedLinkIsReleased() throws {
        let (app, shell) = make(link: "strata://repos/apple/swift")
        app.start()
        let search = try #require(app.coordinator(of: .search))
        weak let link = search.children.first
        #expect(link != nil)
        shell.stacks[.search]?.pop(animated: true)
        #expect(search.children.isEmpty)
        #expect(link == nil, "nothing holds the finished flow")
    }

    @Test("a second link ends the first flow: one link flow at a time, the first released")
    func secondLinkReplacesFirst() throws {
        let (app, shell) = make(link: "strata://repos/apple/swift")
        app.start()
        let search = try #require(app.coordinator(of: .search))
        weak let first = search.children.first
        app.open(.repository(nio))
        #expect(first == nil)
        #expect(search.children.count == 1)
        #expect((search.children.first as? RepositoryLinkCoordinator<String>)?.repository == nio)
        #expect(shell.stack(.search) == ["Search", "detail apple/swift-nio"])
    }

    @Test("a screen pushed over the linked detail keeps the flow; going back past the detail ends it")
    func deeperScreensKeepTheFlow() throws {
        let (app, shell) = make(link: "strata://repos/apple/swift")
        app.start()
        let search = try #require(app.coordinator(of: .search))
        shell.stacks[.search]?.push("owner", animated: true)
        shell.stacks[.search]?.pop(animated: true)
        #expect(search.children.count == 1, "back on the detail: the flow goes on")
        shell.stacks[.search]?.pop(animated: true)
        #expect(search.children.isEmpty)
    }

    @Test("a sign-out takes every tab to its root and ends every flow on them")
    func signOutEndsFlows() throws {
        let changes = SessionChanges()
        let (app, shell) = make(link: "strata://repos/apple/swift", sessionChanges: changes)
        app.start()
        shell.stacks[.favourites]?.push("detail on favourites", animated: true)
        weak let link = app.coordinator(of: .search)?.children.first
        changes.signedOut()
        #expect(link == nil)
        #expect(shell.stack(.search) == ["Search"])
        #expect(shell.stack(.favourites) == ["Favourites"])
    }

    @Test("the sign-in flow: a child of the app coordinator while the sign-in screen is up, released when it closes")
    func signInFlow() throws {
        let (app, shell) = make()
        app.start()
        let publicTab = try #require(shell.stacks[.publicRepositories])
        let router = BrowserRouter(transitioner: publicTab, screens: BrowserScreens<String>(repositoryDetail: { _ in "" }, signIn: { "sign-in" }), flows: app)
        router.presentSignIn()
        weak let signIn = app.children.first { $0 is SignInCoordinator<String> }
        #expect(signIn != nil)
        #expect(shell.presented(.publicRepositories) == ["sign-in"])
        router.presentSignIn()
        #expect(app.children.filter { $0 is SignInCoordinator<String> }.count == 1, "one sign-in flow at a time")
        #expect(shell.presented(.publicRepositories) == ["sign-in"])
        router.closeSignIn()
        #expect(shell.presented(.publicRepositories).isEmpty)
        #expect(signIn == nil, "the finished flow is released")
        #expect(app.children.count == shell.tabs.count, "the tabs' coordinators stay")
    }

    @Test("without flows, a router presents the sign-in screen itself")
    func signInWithoutFlows() {
        let stack = RecordingTransitioner<String>(root: "Public")
        let router = BrowserRouter(transitioner: stack, screens: BrowserScreens<String>(repositoryDetail: { _ in "" }, signIn: { "sign-in" }))
        router.presentSignIn()
        #expect(stack.presentedScreens == ["sign-in"])
    }
}
