import StrataCore

/// The screen object of the Favourites tab, as its view controller on every driver holds it: the MVP, Flux
/// and Redux apps each have one, and the view controller maps its controls to
/// ``FavouritesIntent``s for it and nothing else.
@MainActor
public protocol FavouritesScreenType: ScreenObject {
    /// Hands on what the user did.
    func send(_ intent: FavouritesIntent)
}
