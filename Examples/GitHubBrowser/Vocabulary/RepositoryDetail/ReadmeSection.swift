import Foundation
import GitHubBrowserApplication
import GitHubBrowserDomain
import StrataCore

/// What the detail screen shows under the repository's facts: its README, or why there is none to
/// show. Every detail screen — three architectures, two drivers — draws this one value, so they say
/// the same thing in each state.
///
/// Build it from a README request with ``init(request:isAvailable:)``; draw it with
/// ``status(timeZone:)`` and ``lines`` (the terminal wraps the lines to its width; UIKit joins them).
public enum ReadmeSection: Hashable, Sendable {
    /// The README is loading (or waits for the repository to load).
    case loading
    /// The README, read into blocks.
    case document(ReadmeDocument)
    /// The repository has no README.
    case missing
    /// This source has no READMEs: the offline catalog. The README needs `--source github`.
    case unavailableFromSource
    /// Loading the README failed.
    case failed(AppError)

    /// The section of a README `request` (`.loaded(nil)`: the repository has none); `isAvailable`
    /// is `false` when the app's source has no READMEs.
    public init(request: ReadmeRequest, isAvailable: Bool) {
        guard isAvailable else {
            self = .unavailableFromSource
            return
        }
        switch request {
        case .idle, .loading(_, previous: nil): self = .loading
        case .loading(_, previous: .some(let readme)), .loaded(let readme): self = readme.map { .document(ReadmeDocument($0)) } ?? .missing
        case .failed(let error, _): self = .failed(error)
        }
    }

    /// The section's heading.
    public static let heading = "README"

    /// The sentence shown under the heading instead of (or, for a shortened README, after) the
    /// document; `nil` for a whole README.
    public func status(timeZone: TimeZone = .current) -> String? {
        switch self {
        case .loading: "Loading the README…"
        case .document(let document): document.isShortened ? Self.shortenedNote : nil
        case .missing: "This repository has no README."
        case .unavailableFromSource: "The offline catalog has no READMEs: run with --source github to read them."
        case .failed(let error): "The README could not be loaded. \(error.title): \(error.message(timeZone: timeZone))"
        }
    }

    /// What a shortened README ends with.
    public static let shortenedNote = "The README is too long to show here whole: the rest is on GitHub."

    /// Whether the section offers to load the README again (after a failure).
    public var canRetry: Bool {
        if case .failed = self { return true }
        return false
    }

    /// The document's lines, ready to wrap; empty unless the section shows a document.
    public var lines: [ReadmeLine] {
        guard case .document(let document) = self else { return [] }
        return ReadmeLine.lines(of: document)
    }
}

