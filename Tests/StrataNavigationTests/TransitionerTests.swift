import StrataNavigation
import StrataTesting
import Testing

private enum Screen: Equatable {
    case list, detail(Int), settings
}

/// A router written only against the protocol, as screens' routers are.
@MainActor
private final class DetailRouter<T: Transitioner<Screen>> {
    weak var transitioner: T?
    init(transitioner: T) { self.transitioner = transitioner }
    func showDetail(_ id: Int) { transitioner?.push(.detail(id), animated: true) }
    func openSettings() { transitioner?.present(.settings, animated: false, completion: nil) }
    func closeSettings() { transitioner?.dismiss(animated: false, completion: nil) }
    func backToList() { transitioner?.popTo(.list, animated: true) }
}

@MainActor
@Suite("Transitioner")
struct TransitionerTests {
    @Test("a router drives any transitioner through the protocol alone")
    func routerUsesProtocol() {
        let transitioner = RecordingTransitioner<Screen>(root: .list)
        let router = DetailRouter(transitioner: transitioner)
        router.showDetail(1)
        router.showDetail(2)
        router.openSettings()
        router.closeSettings()
        router.backToList()
        #expect(transitioner.transitions == [
            .push(.detail(1), animated: true),
            .push(.detail(2), animated: true),
            .present(.settings, animated: false),
            .dismiss(animated: false),
            .popTo(.list, animated: true),
        ])
        #expect(transitioner.stack == [.list])
        #expect(transitioner.ignoredTransitionCount == 0)
    }
}
