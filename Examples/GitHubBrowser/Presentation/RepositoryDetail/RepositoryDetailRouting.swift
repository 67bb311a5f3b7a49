/// Where the detail screen can go: back. ``RepositoryDetailPresenter`` talks to it;
/// ``BrowserRouter`` implements it.
@MainActor
public protocol RepositoryDetailRouting: AnyObject {
    /// Leaves the detail screen, back to the screen that opened it.
    func closeDetail()
}
