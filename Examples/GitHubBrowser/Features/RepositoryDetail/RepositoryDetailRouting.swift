/// Where the detail screen can go: back. The MVP presenter and the Flux screen talk to it;
/// `BrowserRouter` implements it.
///
/// Routing is the screen's output to the app (where to go next), not its work: the work comes from
/// the use cases the screen is built with.
@MainActor
public protocol RepositoryDetailRouting: AnyObject {
    /// Leaves the detail screen, back to the screen that opened it.
    func closeDetail()
}
