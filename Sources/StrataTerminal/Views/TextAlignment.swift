/// Where a line of text sits horizontally in its view.
public enum TextAlignment: Sendable, Hashable {
    /// Against the left edge.
    case leading
    /// In the middle.
    case center
    /// Against the right edge.
    case trailing
}
