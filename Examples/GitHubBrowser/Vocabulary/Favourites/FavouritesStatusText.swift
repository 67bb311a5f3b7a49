/// The pattern gallery's favourites status line, worded for the terminal: how many favourites there
/// are, and the key that adds or removes one.
///
/// It names a terminal key, so no UIKit screen may show it. The GitHub Browser's screens hand a
/// ``FavouritesStatus`` to their driver instead, which words it (the terminal's
/// `FavouritesStatus.terminalText` says the same as this). The gallery (`Examples/Patterns`), whose
/// screens are terminal screens, still words its status line here until it moves to
/// ``FavouritesStatus`` too.
public enum FavouritesStatusText {
    /// What the status line says while the favourites are read for the first time.
    public static var loading: String { FavouritesStatus.loading.summary }

    /// How many favourites there are, and how to remove one.
    public static func status(count: Int) -> String {
        let summary = FavouritesStatus.count(count).summary
        return count <= 0 ? "\(summary): press f on a repository to add it." : "\(summary) — f removes the highlighted one"
    }
}
