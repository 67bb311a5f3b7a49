/// The line under the public list: how to get more, that more is coming, or that it is all there.
public enum PublicRepositoriesFooter: Equatable, Sendable {
    /// No list on screen.
    case hidden
    /// The source has more; reaching the last row loads it.
    case more(loaded: Int)
    /// The next page is being fetched.
    case loadingMore(loaded: Int)
    /// Everything is loaded.
    case complete(total: Int)

    /// The line as shown.
    public var text: String {
        switch self {
        case .hidden: ""
        case let .more(loaded): "\(loaded) loaded · more at the end of the list"
        case let .loadingMore(loaded): "\(loaded) loaded · loading more…"
        case let .complete(total): "All \(total) \(CountFormat.repositories(total)) loaded"
        }
    }
}
