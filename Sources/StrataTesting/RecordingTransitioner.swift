import StrataNavigation

/// A `Transitioner` for router tests: records every call and keeps a simulated navigation stack.
///
/// Give it to a router instead of a real view controller, drive the router, and check what it
/// asked for and where the user would be:
///
/// ```swift
/// let transitioner = RecordingTransitioner<Screen>(root: .list)
/// let router = RepositoryListRouter(transitioner: transitioner)
/// router.showDetail(of: repository)
/// #expect(transitioner.transitions == [.push(.detail(repository.id), animated: true)])
/// #expect(transitioner.topScreen == .detail(repository.id))
/// ```
///
/// The simulation follows `Transitioner`'s rules: one navigation stack (push, pop, popToRoot,
/// popTo) plus a stack of modally presented screens (present, dismiss). Impossible requests (pop
/// at the root, `popTo` a screen not on the stack, dismiss with nothing presented) are recorded but
/// change nothing, and are counted in ``ignoredTransitionCount``. Completion handlers run at once.
@MainActor
public final class RecordingTransitioner<Screen>: Transitioner {
    /// Every call, in order, including the ignored ones.
    public private(set) var transitions: [RecordedTransition<Screen>] = []
    /// The simulated navigation stack, root first.
    public private(set) var stack: [Screen]
    /// The screens presented modally, the first one presented first.
    public private(set) var presentedScreens: [Screen] = []
    /// How many recorded calls were impossible and changed nothing.
    public private(set) var ignoredTransitionCount = 0

    private let isSameScreen: (Screen, Screen) -> Bool

    /// Creates a recorder whose stack starts with `root` (or empty), comparing screens with
    /// `isSameScreen` for `popTo` (pass `===` for classes).
    public init(root: Screen? = nil, isSameScreen: @escaping (Screen, Screen) -> Bool) {
        self.stack = root.map { [$0] } ?? []
        self.isSameScreen = isSameScreen
    }

    /// The screen the user sees: the top presented screen, or else the top of the stack.
    public var topScreen: Screen? { presentedScreens.last ?? stack.last }

    public func push(_ screen: Screen, animated: Bool) {
        transitions.append(.push(screen, animated: animated))
        stack.append(screen)
    }

    public func pop(animated: Bool) {
        transitions.append(.pop(animated: animated))
        guard stack.count > 1 else { return ignore() }
        stack.removeLast()
    }

    public func popToRoot(animated: Bool) {
        transitions.append(.popToRoot(animated: animated))
        guard stack.count > 1 else { return ignore() }
        stack.removeSubrange(1...)
    }

    public func popTo(_ screen: Screen, animated: Bool) {
        transitions.append(.popTo(screen, animated: animated))
        guard let index = stack.lastIndex(where: { isSameScreen($0, screen) }) else { return ignore() }
        stack.removeSubrange((index + 1)...)
    }

    public func present(_ screen: Screen, animated: Bool, completion: (@MainActor () -> Void)?) {
        transitions.append(.present(screen, animated: animated))
        presentedScreens.append(screen)
        completion?()
    }

    public func dismiss(animated: Bool, completion: (@MainActor () -> Void)?) {
        transitions.append(.dismiss(animated: animated))
        guard !presentedScreens.isEmpty else { return ignore() }
        presentedScreens.removeLast()
        completion?()
    }

    /// Forgets the recorded calls (not the simulated stacks), to focus a test on what follows.
    public func clearTransitions() {
        transitions.removeAll()
        ignoredTransitionCount = 0
    }

    private func ignore() {
        ignoredTransitionCount += 1
    }
}

extension RecordingTransitioner where Screen: Equatable {
    /// Creates a recorder whose stack starts with `root` (or empty), comparing screens with `==`.
    public convenience init(root: Screen? = nil) {
        self.init(root: root, isSameScreen: { $0 == $1 })
    }
}

/// One call a router made on a ``RecordingTransitioner``.
///
/// Compare the recorder's ``RecordingTransitioner/transitions`` with a list of these to check what a
/// router asked for, in order.
public enum RecordedTransition<Screen> {
    /// `push(_:animated:)`.
    case push(Screen, animated: Bool)
    /// `pop(animated:)`.
    case pop(animated: Bool)
    /// `popToRoot(animated:)`.
    case popToRoot(animated: Bool)
    /// `popTo(_:animated:)`.
    case popTo(Screen, animated: Bool)
    /// `present(_:animated:completion:)`.
    case present(Screen, animated: Bool)
    /// `dismiss(animated:completion:)`.
    case dismiss(animated: Bool)
}

extension RecordedTransition: Equatable where Screen: Equatable {}
extension RecordedTransition: Sendable where Screen: Sendable {}
