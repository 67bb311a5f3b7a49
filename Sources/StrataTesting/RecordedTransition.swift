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
