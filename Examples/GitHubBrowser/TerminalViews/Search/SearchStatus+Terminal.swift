import GitHubBrowserVocabulary

extension SearchStatus {
    /// The status line as the terminal shows it: a saved copy's headline offers the key that asks
    /// why (^O, which `SearchViewController` maps to `SearchIntent.explainSavedCopy`) —
    /// "Offline — showing saved results from 14:05 (^O why) · 3 repositories for “nio”".
    public var terminalText: String {
        savedCopyHeadline.map { "\($0) (^O why) · \(text)" } ?? text
    }
}
