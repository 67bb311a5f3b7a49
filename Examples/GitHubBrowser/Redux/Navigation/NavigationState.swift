import Foundation
import GitHubBrowserDomain
import GitHubBrowserFeatures
import GitHubBrowserVocabulary

/// Where the user is, as state: the selected tab, the screens pushed on each tab over its root, and
/// whether the sign-in sheet is up. Routing is expressed as actions (``NavigationAction``) and the
/// driver follows this value: it pushes and pops until its stacks show ``stacks``.
public struct NavigationState: Equatable, Sendable {
    /// The tab on screen.
    public var selectedTab: BrowserTab = .search
    /// The screens pushed over each tab's root screen, bottom first; a tab with none is absent.
    public var stacks: [BrowserTab: [BrowserScreen]] = [:]
    /// Whether the sign-in sheet is presented (over the tab that asked for it).
    public var isSignInPresented = false

    /// The state of an app on its first tab with nothing pushed.
    /// The most screens a tab's stack holds over its root. The app's own journeys push two at most
    /// (your repositories, then a repository); a push past this is ignored, and a replayed log
    /// that makes one is refused.
    public static let maximumDepth = 16

    public init() {}

    /// The screens pushed over `tab`'s root screen, bottom first.
    public func stack(of tab: BrowserTab) -> [BrowserScreen] {
        stacks[tab] ?? []
    }

    /// The repository list on screen: the Public tab's root, or "Your repositories" on top of a
    /// tab; `nil` on any other screen and under the sign-in sheet.
    public var visibleList: RepositoryList? {
        guard !isSignInPresented else { return nil }
        switch stack(of: selectedTab).last {
        case .userRepositories: return .userRepositories
        case .repository, .serviceUnavailable: return nil
        case nil: return selectedTab == .publicRepositories ? .publicRepositories : nil
        }
    }

    /// Every repository whose detail is on a stack.
    public var repositoriesShown: Set<RepositoryID> {
        Set(stacks.values.joined().compactMap(\.repository))
    }
}

/// A screen pushed over a tab's root screen.
public enum BrowserScreen: Hashable, Sendable, Codable {
    /// The detail of a repository.
    case repository(RepositoryID)
    /// The signed-in user's repositories.
    case userRepositories
    /// "GitHub is unavailable": a request met a 503, which asked to be tried again after
    /// `retryAfter` (`nil`: it did not say).
    case serviceUnavailable(retryAfter: Date?)

    /// The repository this screen shows, if it is a detail.
    public var repository: RepositoryID? {
        if case .repository(let id) = self { id } else { nil }
    }
}
