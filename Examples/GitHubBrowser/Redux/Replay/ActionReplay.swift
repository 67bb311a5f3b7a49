import Foundation
import GitHubBrowserApplication
import GitHubBrowserFeatures
import StrataRedux

/// The Redux app's debugging (the book's ch.15): every action of a run is written to the action log
/// in a form that can be read back, and `--replay` runs them through the reducer again to restore
/// the state the log ends in.
///
/// In the log, beside each readable `[app] action:` entry, the recording middleware writes one line
/// ``linePrefix`` + the action as JSON; each run starts with ``linePrefix`` + `run`. The token is in
/// no action, so in no line.
///
/// ```swift
/// let store = BrowserStore(environment: environment, middleware: [ActionReplay.recording { log.write($0) }])
/// // … later, from the log's text:
/// let state = try ActionReplay.state(replaying: text)
/// ```
public enum ActionReplay {
    /// What every line of the replay record starts with.
    public static let linePrefix = "[app] replay: "
    /// The line that starts a run.
    public static let runLine = linePrefix + "run"

    /// A middleware that writes, after each action has been reduced, the line that replays it. Call
    /// `write(runLine)` when a run starts.
    public static func recording(_ write: @escaping @MainActor @Sendable (String) -> Void) -> Middleware<BrowserState, BrowserAction> {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return Middleware { _, action, next in
            next(action)
            // Every action is encodable; a failure here would be a bug, and the log skips the line.
            guard let data = try? encoder.encode(action), let json = String(data: data, encoding: .utf8) else { return }
            write(linePrefix + json)
        }
    }

    /// The actions of the last run the log `text` holds, in order.
    ///
    /// - Throws: ``ReplayError`` naming the first line that is not an action this version can read.
    public static func actions(inLog text: String) throws(ReplayError) -> [BrowserAction] {
        let decoder = JSONDecoder()
        var actions: [BrowserAction] = []
        var lineNumber = 0
        var sawRecord = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            guard line.hasPrefix(linePrefix) else { continue }
            sawRecord = true
            let payload = line.dropFirst(linePrefix.count)
            if payload == "run" {
                actions.removeAll(keepingCapacity: true)
                continue
            }
            do {
                actions.append(try decoder.decode(BrowserAction.self, from: Data(payload.utf8)))
            } catch {
                throw .unreadableAction(line: lineNumber, reason: Self.reason(error))
            }
        }
        guard sawRecord else { throw .noActions }
        return actions
    }

    /// The state the last run of the log `text` ends in: its actions run through the app's reducer
    /// from the start state, then every request still in flight at the end settled as cancelled (no
    /// effect runs during a replay, so none would ever answer).
    public static func state(replaying text: String) throws(ReplayError) -> BrowserState {
        var state = BrowserState()
        for action in try actions(inLog: text) {
            BrowserReducer.reducer.reduce(&state, action)
        }
        for action in cancellations(settling: state) {
            BrowserReducer.reducer.reduce(&state, action)
        }
        return state
    }

    /// The actions that end, as cancelled, every request `state` shows in flight.
    static func cancellations(settling state: BrowserState) -> [BrowserAction] {
        var actions: [BrowserAction] = []
        if state.search.request.isLoading { actions.append(.search(.searchFailed(.cancelled, text: state.search.searchedText))) }
        if state.search.isLoadingMore { actions.append(.search(.loadMoreFailed(.cancelled))) }
        for (id, detail) in state.details.sorted(by: { $0.key.fullName < $1.key.fullName }) where detail.request.isLoading {
            actions.append(.detail(id, .failed(.cancelled)))
        }
        for (list, embed) in [(state.publicRepositories, BrowserAction.publicRepositories), (state.userRepositories, BrowserAction.userRepositories)] {
            if list.request.isLoading { actions.append(embed(.loadFailed(.cancelled))) }
            if list.isLoadingMore { actions.append(embed(.loadMoreFailed(.cancelled))) }
        }
        switch state.account.phase {
        case .signingIn: actions.append(.account(.signInFailed(.cancelled)))
        case .signingOut: actions.append(.account(.signOutFailed(.cancelled)))
        case .loading, .signedOut, .signedIn: break
        }
        return actions
    }

    private static func reason(_ error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context), DecodingError.keyNotFound(_, let context),
             DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)"
        default:
            return String(describing: error)
        }
    }
}

/// Why a log cannot be replayed.
public enum ReplayError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The log holds no replay record: it was written by the articles' or the Flux app, or by a
    /// version that did not record actions.
    case noActions
    /// A line of the replay record is not an action this version can read.
    case unreadableAction(line: Int, reason: String)

    /// What the user is told.
    public var description: String {
        switch self {
        case .noActions:
            "it holds no actions to replay (only a log written by --architecture redux with --log-actions can be replayed)"
        case let .unreadableAction(line, reason):
            "line \(line) is not an action this version can replay (\(reason))"
        }
    }
}
