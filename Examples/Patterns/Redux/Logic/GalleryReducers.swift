import PatternsFeature
import StrataRedux

/// The Redux variant's reducers: one per part of the state, combined into the app's reducer.
/// Pure functions of the state and the action — no I/O, no clock.
public enum GalleryReducers {
    /// The search screen's reducer.
    public static let search = Reducer<SearchScreenState, GalleryAction> { state, action in
        switch action {
        case .queryChanged(let text): state.queryChanged(text)
        case .searchStarted: state.searchStarted()
        case .loadMoreStarted: state.loadMoreStarted()
        case .searchFinished(let results): state.searchFinished(results)
        case .searchFailed(let error): state.searchFailed(error)
        default: break
        }
    }

    /// The favourites' reducer.
    public static let favourites = Reducer<FavouritesListState, GalleryAction> { state, action in
        if case .favouritesChanged(let repositories) = action { state.update(repositories) }
    }

    /// The navigation's reducer: routing expressed as actions.
    public static let route = Reducer<GalleryRoute, GalleryAction> { route, action in
        switch action {
        case .showDetail(let repository, let tab): route[tab] = repository
        case .closeDetail(let tab): route[tab] = nil
        default: break
        }
    }

    /// The alerts' reducer.
    public static let alerts = Reducer<GalleryAlerts, GalleryAction> { alerts, action in
        switch action {
        case .searchFailed(let error): alerts.fetchFailure = SearchScreenState.alertFailure(for: error)
        case .saveFailed(let repository, let error):
            alerts.saveFailure = error
            alerts.failedSave = repository
        case .fetchAlertShown: alerts.fetchFailure = nil
        case .saveAlertShown: alerts.saveFailure = nil
        default: break
        }
    }

    /// The app's reducer: every part's reducer on its part of ``GalleryState``.
    public static let app = Reducer<GalleryState, GalleryAction>.combine(
        search.lifted(state: \.search),
        favourites.lifted(state: \.favourites),
        route.lifted(state: \.route),
        alerts.lifted(state: \.alerts)
    )
}
