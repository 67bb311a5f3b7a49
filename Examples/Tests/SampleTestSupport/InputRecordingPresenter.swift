import SamplePresenters

/// A passive user-search presenter that only records what the screen tells it, and shows one
/// status line ("fake status") and one row ("fake").
///
/// Put it behind the real `PassiveUserSearchViewController` of either driver to check that the
/// screen only routes its input events: the screen builds its presenter itself, so the test finds
/// the one it built with ``made(for:)`` (keyed by the screen, so tests running side by side on
/// both drivers never read each other's).
@MainActor
public final class InputRecordingPresenter: PassiveUserSearchPresenterInputs {
    private static var made: [ObjectIdentifier: InputRecordingPresenter] = [:]
    private weak var view: (any PassiveUserSearchView)?
    /// What the screen told it, in order: "viewDidLoad", "submit tp", "select 0".
    public private(set) var events: [String] = []

    /// Records itself as the presenter of `view`; the router and the directory go unused.
    public init(view: any PassiveUserSearchView, router: any SearchUserRouting, directory: any UserDirectory) {
        self.view = view
        Self.made[ObjectIdentifier(view)] = self
    }

    /// The presenter the screen `view` built, if it built one.
    public static func made(for view: any PassiveUserSearchView) -> InputRecordingPresenter? {
        made[ObjectIdentifier(view)]
    }

    /// Records the event and shows the fake status line and row.
    public func viewDidLoad() {
        events.append("viewDidLoad")
        view?.showStatus(.message("fake status"))
        view?.showUsers([UserRow(GitHubUser(login: "fake"))])
    }

    /// Records "submit `text`".
    public func didSubmitQuery(_ text: String) { events.append("submit \(text)") }

    /// Records "select `index`".
    public func didSelectUser(at index: Int) { events.append("select \(index)") }
}
