extension Array {
    /// The element at `index`, or `nil` when the index is out of range (a stale row index).
    public subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
