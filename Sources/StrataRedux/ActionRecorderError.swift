/// Why an ``ActionRecorder`` could not rebuild a state.
public enum ActionRecorderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The index is outside `0...available`, the number of recorded actions.
    case indexOutOfRange(Int, available: Int)

    public var description: String {
        switch self {
        case let .indexOutOfRange(index, available):
            "No state at index \(index): the recorder holds \(available) actions (valid indexes 0...\(available))."
        }
    }
}
