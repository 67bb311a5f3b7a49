import StrataTerminal

/// The keys every gallery screen answers beyond the driver's own (arrows, Enter, Esc, Tab), so that
/// every variant's status line offers the same ones.
public enum GalleryKeys {
    /// Toggles the favourite (on a detail screen, or on the highlighted row of a list).
    public static var toggleFavourite: Key { .character("f") }

    /// The status line's help for ``toggleFavourite``.
    public static var toggleFavouriteHelp: KeyHelp { KeyHelp("f", "favourite") }

    /// The favourites screen's help for ``toggleFavourite``: there, `f` removes the highlighted
    /// favourite, as the status line says.
    public static var removeFavouriteHelp: KeyHelp { KeyHelp("f", "remove") }

    /// Searches the query again from its first page (the search screen), as the GitHub Browser's
    /// Ctrl-R does.
    public static var refresh: Key { .control("r") }

    /// The status line's help for ``refresh``.
    public static var refreshHelp: KeyHelp { KeyHelp("^R", "refresh") }

    /// The search screen's keys: ``toggleFavourite`` while its list has the focus, and ``refresh``.
    public static func searchHelp(listIsFocused: Bool) -> [KeyHelp] {
        (listIsFocused ? [toggleFavouriteHelp] : []) + [refreshHelp]
    }
}
