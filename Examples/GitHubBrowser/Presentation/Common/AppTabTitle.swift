/// The titles of the app's tabs, shared by the screens that set them and the routers that switch
/// to them.
public enum AppTabTitle {
    /// The Search tab.
    public static let search = "Search"
    /// The Favourites tab.
    public static let favourites = "Favourites"
    /// The Account tab (sign in / out).
    public static let account = "Account"
}
