import Foundation
import GitHubBrowserDomain
import GitHubBrowserFeatures
import GitHubBrowserVocabulary
import StrataAlert
import StrataNavigation

/// Builds every screen of the Redux app over the one `BrowserStore`, on any driver: the driver
/// says which view controller shows it (`TerminalDriver`, `UIKitDriver`), through the hosting
/// protocol of each screen the builder shows. The app's navigator asks it for the screens the
/// state's stacks hold (``BrowserScreen``, beside it); the screens never build one another. It is the one
/// place that chooses the screens' alert clients (`AlertClient`; a test can build a screen with
/// `AlertClientSpy`).
@MainActor
public struct ReduxScreenBuilder<
    Driver: SearchHosting & FavouritesHosting & RepositoryDetailHosting & RepositoryListHosting & AccountHosting & ServiceUnavailableHosting
> {
    /// The driver's screen type.
    public typealias Screen = Driver.Screen
    /// The store every screen reads and dispatches to.
    public let browser: BrowserStore
    /// The driver whose view controllers show the screens.
    public let driver: Driver
    /// Where the offline catalog comes from and how old it is, under the Search tab's list; `nil`
    /// for a live source.
    public let catalogNote: String?
    /// Counts how the app was launched, shown on the Account tab; `nil` when the app does not.
    public let launchPaths: LaunchPathRecorder?
    /// The time zone of the dates the screens show.
    public let timeZone: TimeZone

    /// Creates the builder of `browser`'s screens on `driver`.
    public init(browser: BrowserStore, driver: Driver, catalogNote: String?, launchPaths: LaunchPathRecorder?, timeZone: TimeZone) {
        self.browser = browser
        self.driver = driver
        self.catalogNote = catalogNote
        self.launchPaths = launchPaths
        self.timeZone = timeZone
    }

    /// The tabs of `requested` the app has screens for, in order and each once, with their root
    /// screens: what a driver's tab bar holds.
    public func rootScreens(of requested: [BrowserTab]) -> [(tab: BrowserTab, root: Screen)] {
        var roots: [(tab: BrowserTab, root: Screen)] = []
        for tab in requested where !roots.contains(where: { $0.tab == tab }) {
            if let root = rootScreen(of: tab) { roots.append((tab, root)) }
        }
        return roots
    }

    /// The root screen of `tab`, or `nil` when the source cannot serve that tab.
    public func rootScreen(of tab: BrowserTab) -> Screen? {
        switch tab {
        case .search: search()
        case .favourites: favourites()
        case .publicRepositories:
            browser.environment.publicRepositories == nil
                ? nil : repositoryList(.publicRepositories, on: tab, canSignIn: browser.environment.session != nil)
        case .account: browser.environment.session == nil ? nil : account(isSheet: false)
        }
    }

    /// The screen the state's stack of `tab` holds, or `nil` when the app has none for it.
    public func screen(_ screen: BrowserScreen, on tab: BrowserTab) -> Screen? {
        switch screen {
        case .repository(let id): repositoryDetail(id, on: tab)
        case .userRepositories: browser.environment.userRepositories == nil ? nil : repositoryList(.userRepositories, on: tab, canSignIn: false)
        case .serviceUnavailable(let retryAfter): serviceUnavailable(retryAfter: retryAfter, on: tab)
        }
    }

    /// Builds the sign-in sheet, or `nil` when the app has no sign-in.
    public var signIn: (@MainActor () -> Screen)? {
        guard browser.environment.session != nil else { return nil }
        return { account(isSheet: true) }
    }

    private func account(isSheet: Bool) -> Screen {
        driver.account { [browser, launchPaths, timeZone] parts in
            AccountScreen<AlertClient<SignInErrorAction>, AlertClient<RetryOrCancel>>(
                browser: browser, display: parts.display, host: parts.host, isSheet: isSheet, launchPaths: isSheet ? nil : launchPaths, timeZone: timeZone
            )
        }
    }

    private func serviceUnavailable(retryAfter: Date?, on tab: BrowserTab) -> Screen {
        driver.serviceUnavailable { [browser, timeZone] parts in
            ServiceUnavailableScreen(retryAfter: retryAfter, timeZone: timeZone, display: parts.display) { browser.back(on: tab) }
        }
    }

    private func search() -> Screen {
        driver.search { [browser, catalogNote, timeZone] parts in
            SearchScreen<AlertClient<FetchRepositoriesErrorAction>, AlertClient<SaveFavouriteErrorAction>>(
                browser: browser, display: parts.display, rows: parts.rows, host: parts.host, catalogNote: catalogNote, timeZone: timeZone
            )
        }
    }

    private func favourites() -> Screen {
        driver.favourites { [browser] parts in
            FavouritesScreen<AlertClient<SaveFavouriteErrorAction>>(browser: browser, display: parts.display, rows: parts.rows, host: parts.host)
        }
    }

    private func repositoryDetail(_ id: RepositoryID, on tab: BrowserTab) -> Screen {
        driver.repositoryDetail(title: id.fullName) { [browser] parts in
            RepositoryDetailScreen<AlertClient<LoadRepositoryErrorAction>, AlertClient<SaveFavouriteErrorAction>>(
                id: id, tab: tab, browser: browser, display: parts.display, host: parts.host
            )
        }
    }

    private func repositoryList(_ list: RepositoryList, on tab: BrowserTab, canSignIn: Bool) -> Screen {
        driver.repositoryList(title: list.texts.title) { [browser, timeZone] parts in
            RepositoryListScreen<AlertClient<FetchRepositoryListErrorAction>>(
                list: list, tab: tab, browser: browser, display: parts.display, rows: parts.rows, host: parts.host, canSignIn: canSignIn, timeZone: timeZone
            )
        }
    }
}
