import Observation

/// MVP (supervising controller): the user search's model, which its view observes.
///
/// It holds the search's ``phase``; the view derives its status line and rows from it whenever it
/// changes (*observer synchronisation*). Only the presenter changes it.
@MainActor
@Observable
public final class UserSearchModel {
    /// Where the search is.
    public internal(set) var phase = UserSearchPhase.idle

    /// Creates the model with nothing searched yet.
    public init() {}
}
