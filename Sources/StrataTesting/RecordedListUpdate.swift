import StrataList

/// One update a ``RecordingListRenderer`` received.
public enum RecordedListUpdate: Hashable, Sendable {
    /// An animated batch update, with its index paths.
    case batchUpdates(RecordedBatchUpdate)
    /// A reload of everything, without animation.
    case reloadData
}
