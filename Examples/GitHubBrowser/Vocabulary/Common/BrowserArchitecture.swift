/// How the browser's presentation is built, over the same Domain, Application and Infrastructure and
/// the same root views: every architecture runs the same app, on the terminal (`--architecture`) and
/// on iOS (the `architecture` setting or launch argument).
public enum BrowserArchitecture: String, CaseIterable, Sendable {
    /// MVP, the book's ch.6, as the articles build it over Clean Architecture's use cases: a
    /// presenter per screen, routers and an app coordinator.
    case mvp
    /// The book's ch.14: a container per feature (action type, dispatcher, stores, action creator),
    /// view models on top of the stores; the articles' routers and coordinator navigate.
    case flux
    /// The book's ch.15: one store for every screen, reducers per feature, thunks, routing as state.
    case redux
}
