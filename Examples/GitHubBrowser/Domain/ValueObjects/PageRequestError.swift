/// Why numbers do not make a valid ``PageRequest``.
public enum PageRequestError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Page numbers start at 1.
    case numberBelowOne(Int)
    /// The number is past ``PageRequest/maximumNumber``.
    case numberAboveMaximum(Int, maximum: Int)
    /// The size is not in `1...maximum`.
    case sizeOutOfRange(Int, maximum: Int)

    /// A sentence a developer can read.
    public var description: String {
        switch self {
        case let .numberBelowOne(number): "Page numbers start at 1, not \(number)."
        case let .numberAboveMaximum(number, maximum): "Page numbers go up to \(maximum), not \(number)."
        case let .sizeOutOfRange(size, maximum): "A page holds 1 to \(maximum) items, not \(size)."
        }
    }
}
