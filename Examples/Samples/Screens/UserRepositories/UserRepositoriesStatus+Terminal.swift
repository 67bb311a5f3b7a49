import SamplePresenters

extension UserRepositoriesStatus {
    /// The status line as the terminal shows it, naming the keys that act: Esc goes back to the
    /// search, r loads the repositories again ("2 repositories, most stars first. Esc goes back.").
    public var terminalText: String {
        switch self {
        case .listed(let summary): "\(summary) Esc goes back."
        case .failed(let reason): "\(reason) r tries again."
        case .message(let text): text
        }
    }
}
