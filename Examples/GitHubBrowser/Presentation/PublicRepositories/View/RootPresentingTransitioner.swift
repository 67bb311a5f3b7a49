import StrataNavigation
import StrataTerminal

/// The Public tab's transitioner: its view controller's transitions, except that modal screens are
/// presented from the root of the controller hierarchy (the tab bar), which is where the terminal
/// `Application` draws modal screens — a controller inside a tab presenting by itself would not be
/// seen. The view controller owns it; it holds the controller weakly.
@MainActor
final class RootPresentingTransitioner: Transitioner {
    typealias Screen = AnyViewController

    private weak var controller: AnyViewController?

    /// Creates the transitioner of `controller`.
    init(_ controller: AnyViewController) {
        self.controller = controller
    }

    func push(_ screen: AnyViewController, animated: Bool) {
        controller?.push(screen, animated: animated)
    }

    func pop(animated: Bool) {
        controller?.pop(animated: animated)
    }

    func popToRoot(animated: Bool) {
        controller?.popToRoot(animated: animated)
    }

    func popTo(_ screen: AnyViewController, animated: Bool) {
        controller?.popTo(screen, animated: animated)
    }

    func present(_ screen: AnyViewController, animated: Bool, completion: (@MainActor () -> Void)?) {
        guard var root = controller else { return }
        while let parent = root.parent { root = parent }
        root.present(screen, animated: animated, completion: completion)
    }

    func dismiss(animated: Bool, completion: (@MainActor () -> Void)?) {
        controller?.dismiss(animated: animated, completion: completion)
    }
}
