/// Why a request started, which decides how a screen shows that it is loading.
public enum RequestKind: Sendable, Hashable, CaseIterable {
    /// The first load of a screen: show a full-screen loading indicator.
    case initial
    /// A load the user asked for (pull to refresh): show the refresh control, keep the content.
    case refresh
    /// A load the app started on its own (returning to a screen, a timer): keep the content, show
    /// nothing while loading.
    case implicitReload
}
