import StrataTerminal

/// The keys every gallery screen answers beyond the driver's own (arrows, Enter, Esc, Tab), so that
/// every variant's status line offers the same ones.
public enum GalleryKeys {
    /// Toggles the favourite (on a detail screen, or on the highlighted row of a list).
    public static var toggleFavourite: Key { .character("f") }

    /// The status line's help for ``toggleFavourite``.
    public static var toggleFavouriteHelp: KeyHelp { KeyHelp("f", "favourite") }
}
