import StrataCore
import Testing

/// A root view that records how it was built.
@MainActor
private final class RecordingRootView: AppView {
    private(set) var setupCount = 0
    private(set) var subviews: [String] = []

    init() {}

    func setup() {
        setupCount += 1
        subviews = ["title", "button"]
    }
}

/// The shape every driver's view controller follows: create the typed root view, then set it up once.
@MainActor
private final class Host<RootView: AppView> {
    private(set) lazy var rootView: RootView = {
        let view = RootView()
        view.setup()
        return view
    }()
}

@MainActor
@Suite("AppView")
struct AppViewTests {
    @Test("a generic host creates its typed root view with no data and sets it up exactly once")
    func hostBuildsRootView() {
        let host = Host<RecordingRootView>()
        let first = host.rootView
        let second = host.rootView
        #expect(first === second)
        #expect(first.setupCount == 1)
        #expect(first.subviews == ["title", "button"])
    }
}
