import GitHubBrowserVocabulary

extension RepositoryListNotice {
    /// The notice as the terminal shows it in the list's first row, with the keys that act on it (r
    /// loads the list again, ^O asks why it is a saved copy — and so does Enter on the row;
    /// `RepositoryListViewController` maps them):
    /// "Not updated: you are offline. Press r to try again."
    public var terminalText: String {
        message + (offersExplanation ? " Press r to try again, ^O for why." : " Press r to try again.")
    }
}
