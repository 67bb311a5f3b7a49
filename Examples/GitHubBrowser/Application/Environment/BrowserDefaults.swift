import Foundation

/// The timings every architecture of the browser (and the pattern gallery) shares, defined once.
public enum BrowserDefaults {
    /// The pause after a keystroke before the Search tab searches: a word typed quickly is
    /// searched once, not once a letter.
    public static let searchDebounce: Duration = .milliseconds(250)
    /// How old a repository list may get before showing its screen again reloads it: five minutes.
    public static let listReloadInterval: TimeInterval = 5 * 60
    /// How old the list on screen may get before the app becoming active again (back from the
    /// background on iOS, `fg` after a stop in the terminal) reloads it: a minute, so that flipping
    /// between apps does not send a request each time.
    public static let activeReloadInterval: TimeInterval = 60
}
