import GitHubBrowserApplication

/// An action that can carry the failure of a request: what the app's failure handling across every
/// screen (the book's §15.3, 通信レスポンスエラーの横断的なハンドリング) looks at, whichever feature
/// dispatched it — the Redux app's `FailureMiddleware`, the Flux app's `FailureResponder`.
///
/// ```swift
/// SearchAction.searchFailed(.unauthorized, text: "nio").failure   // .unauthorized
/// SearchAction.queryChanged("nio").failure                        // nil
/// ```
public protocol FailureReporting {
    /// The failure this action reports, or `nil` when it reports none.
    var failure: AppError? { get }
    /// Whether the screen answers this failure where it happened — a README's section, the
    /// sign-in form — so that the app routes no 503 of it to "GitHub is unavailable". `false`
    /// unless an action says otherwise.
    var answersFailureInPlace: Bool { get }
}

extension FailureReporting {
    /// `false`: the app answers a 503 with its own screen.
    public var answersFailureInPlace: Bool { false }
}

extension SearchAction: FailureReporting {
    /// The failure of a search or of a page, if this is one.
    public var failure: AppError? {
        switch self {
        case .searchFailed(let error, _), .loadMoreFailed(let error): error
        default: nil
        }
    }
}

extension FavouritesAction: FailureReporting {
    /// The failure of a favourite's save, if this is one.
    public var failure: AppError? {
        if case .saveFailed(_, let error) = self { error } else { nil }
    }
}

extension RepositoryDetailAction: FailureReporting {
    /// The failure of the detail or of its README, if this is one.
    public var failure: AppError? {
        switch self {
        case .failed(let error), .readmeFailed(let error): error
        default: nil
        }
    }

    /// `true` for the README's failure: its section says why and offers Try again, under the
    /// detail that did load.
    public var answersFailureInPlace: Bool {
        if case .readmeFailed = self { true } else { false }
    }
}

extension RepositoryListAction: FailureReporting {
    /// The failure of a list's first page or of a next page, if this is one.
    public var failure: AppError? {
        switch self {
        case .loadFailed(let error), .loadMoreFailed(let error): error
        default: nil
        }
    }
}

extension AccountAction: FailureReporting {
    /// The failure of a sign-in, a sign-out or a read of the session, if this is one.
    public var failure: AppError? {
        switch self {
        case .sessionReadFailed(let error), .deviceSignInFailed(let error), .signInFailed(let error), .signOutFailed(let error): error
        default: nil
        }
    }

    /// `true`: the sign-in form (or sheet) answers its failures in its own alerts.
    public var answersFailureInPlace: Bool { true }
}
