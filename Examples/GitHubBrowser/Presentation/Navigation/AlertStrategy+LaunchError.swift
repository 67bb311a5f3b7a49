import StrataAlert

extension AlertStrategy where Action == LaunchErrorAction {
    /// The alert for a link that cannot be opened: the link and what is wrong with it.
    public init(link: String, problem: String) {
        self.init(title: "Cannot open the link", message: "\(link)\n\(problem)", actions: [.ok])
    }
}
