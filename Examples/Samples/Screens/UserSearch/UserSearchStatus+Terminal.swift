import SamplePresenters

extension UserSearchStatus {
    /// The status line as the terminal shows it, naming the keys that act: Enter searches, ↓ reaches
    /// the list and Enter opens a user ("2 users match “tp”: ↓ to the list, Enter opens one.").
    public var terminalText: String {
        switch self {
        case .prompt: "Type a login, or part of one, and press Enter."
        case .found(let summary): "\(summary): ↓ to the list, Enter opens one."
        case .message(let text): text
        }
    }
}
