import Foundation
import GitHubBrowserApplication
import GitHubBrowserFeatures
import StrataRedux

/// The Redux app's debugging (the book's ch.15): every action of a run is written to the action log
/// in a form that can be read back, and `--replay` runs them through the reducer again to restore
/// the state the log ends in.
///
/// In the log, beside each readable `[app] action:` entry, the recording middleware writes one line
/// ``linePrefix`` + the run's tag + the action as JSON; each run starts with ``runLine(_:)``. The tag
/// keeps apart two runs that log to the same file at once: a replay takes the last run's lines
/// only. The token is in no action, so in no line.
///
/// A log is a file, and a file can be forged: before an action is reduced it is held to what the
/// running app could have produced (`ReplayLimits`), and one that is out of range is refused with
/// its line and the reason, so that no replayed state costs more to show than a real one.
///
/// ```swift
/// let run = ActionReplay.newRunTag()
/// log.write(ActionReplay.runLine(run))
/// let store = BrowserStore(environment: environment, middleware: [ActionReplay.recording(run: run) { log.write($0) }])
/// // … later, from the log's text:
/// let state = try ActionReplay.state(replaying: text)
/// ```
public enum ActionReplay {
    /// What every line of the replay record starts with.
    public static let linePrefix = "[app] replay: "

    /// The line that starts the run tagged `run` (an empty tag: a log written before runs were
    /// tagged, which is still read).
    public static func runLine(_ run: String = "") -> String {
        run.isEmpty ? linePrefix + "run" : linePrefix + "run " + run
    }

    /// A tag for a new run: the process id and the time, unique among the runs that can share a
    /// log file.
    public static func newRunTag() -> String {
        "\(ProcessInfo.processInfo.processIdentifier)-\(Int(Date().timeIntervalSince1970 * 1000))"
    }

    /// A middleware that writes, after each action has been reduced, the line that replays it,
    /// tagged with `run`. Call `write(runLine(run))` when the run starts.
    public static func recording(run: String = "", _ write: @escaping @MainActor @Sendable (String) -> Void) -> Middleware<BrowserState, BrowserAction> {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let prefix = run.isEmpty ? linePrefix : linePrefix + run + " "
        return Middleware { _, action, next in
            next(action)
            // Every action is encodable; a failure here would be a bug, and the log skips the line.
            guard let data = try? encoder.encode(action), let json = String(data: data, encoding: .utf8) else { return }
            write(prefix + json)
        }
    }

    /// The actions of the last run the log `text` holds, in order.
    ///
    /// - Throws: ``ReplayError`` naming the first line that is not an action this version can read.
    public static func actions(inLog text: String) throws(ReplayError) -> [BrowserAction] {
        var actions: [BrowserAction] = []
        _ = try forEachAction(inLastRunOf: text) { _, action in actions.append(action) }
        return actions
    }

    /// The state the last run of the log `text` ends in: its actions run through the app's reducer
    /// from the start state, then every request still in flight at the end settled as cancelled (no
    /// effect runs during a replay, so none would ever answer).
    public static func state(replaying text: String) throws(ReplayError) -> BrowserState {
        try replay(text).state
    }

    /// The last run of the log `text`, replayed: the state it ends in, how many actions it took,
    /// and how many lines of other runs (another instance writing to the same file) were left out.
    ///
    /// - Throws: ``ReplayError`` naming the first line that cannot be read or is out of range.
    public static func replay(_ text: String) throws(ReplayError) -> ReplayedRun {
        var state = BrowserState()
        // Each action is checked against the state it meets, then reduced, before the next line is
        // decoded: a forged log is refused at its first bad line, whatever follows it.
        let run = try forEachAction(inLastRunOf: text) { line, action throws(ReplayError) in
            if let problem = ReplayLimits.problem(with: action, in: state) {
                throw .outOfRange(line: line, reason: problem)
            }
            BrowserReducer.reducer.reduce(&state, action)
        }
        for action in cancellations(settling: state) {
            BrowserReducer.reducer.reduce(&state, action)
        }
        return ReplayedRun(state: state, actionCount: run.actionCount, linesOfOtherRuns: run.linesOfOtherRuns)
    }

    /// How many actions the last run in `text` holds, counted without decoding them: what a
    /// replay tells the user before it starts. A log without a replay record holds none.
    public static func actionCount(inLastRunOf text: String) -> Int {
        let prefix = Array(linePrefix.utf8)
        var count = 0
        var run = ""
        for bytes in text.utf8.split(separator: UInt8(ascii: "\n")) where bytes.starts(with: prefix) {
            let payload = Substring(bytes.dropFirst(prefix.count))
            if payload == "run" || payload.hasPrefix("run ") {
                (count, run) = (0, String(payload.dropFirst(4)))
            } else if run.isEmpty ? payload.first == "{" : payload.hasPrefix(run + " ") {
                count += 1
            }
        }
        return count
    }

    /// Decodes the actions of the last run in `text`, in order, and hands each to `body` with its
    /// line number. Lines of earlier runs are not decoded.
    private static func forEachAction(
        inLastRunOf text: String, _ body: (Int, BrowserAction) throws(ReplayError) -> Void
    ) throws(ReplayError) -> (actionCount: Int, linesOfOtherRuns: Int) {
        let prefix = Array(linePrefix.utf8)
        // Lines are found in the UTF-8 bytes: splitting the text into characters costs seconds on
        // a log of tens of megabytes. Only replay lines become strings.
        let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        // The last run's start, and its tag.
        var start = 0
        var run = ""
        var sawRecord = false
        for (index, bytes) in lines.enumerated() where bytes.starts(with: prefix) {
            sawRecord = true
            let payload = Substring(bytes.dropFirst(prefix.count))
            if payload == "run" || payload.hasPrefix("run ") {
                start = index + 1
                run = String(payload.dropFirst(4))
            }
        }
        guard sawRecord else { throw .noActions }
        let decoder = JSONDecoder()
        var actionCount = 0
        // Lines of another run written after this one started: a second instance logging to the
        // same file at once.
        var linesOfOtherRuns = 0
        for index in start..<lines.count where lines[index].starts(with: prefix) {
            let lineNumber = index + 1
            let payload = Substring(lines[index].dropFirst(prefix.count))
            // A tagged line is `TAG {json}`; an untagged one (a log written before tags) is `{json}`.
            let tag: Substring
            let json: Substring
            if payload.first == "{" {
                (tag, json) = ("", payload)
            } else if let space = payload.firstIndex(of: " ") {
                (tag, json) = (payload[..<space], payload[payload.index(after: space)...])
            } else {
                throw .unreadableAction(line: lineNumber, reason: "it is neither a run's start nor an action")
            }
            guard tag == run else {
                linesOfOtherRuns += 1
                continue
            }
            // Checked before decoding: work in proportion to a line happens only for a line that
            // could be an action.
            guard json.utf8.count <= ReplayLimits.maximumLineLength else {
                throw .outOfRange(line: lineNumber, reason: "the line is \(json.utf8.count) bytes long, more than the \(ReplayLimits.maximumLineLength) any action takes")
            }
            guard actionCount < ReplayLimits.maximumActions else {
                throw .outOfRange(line: lineNumber, reason: "the run has more than \(ReplayLimits.maximumActions) actions")
            }
            let action: BrowserAction
            do {
                action = try decoder.decode(BrowserAction.self, from: Data(json.utf8))
            } catch {
                throw .unreadableAction(line: lineNumber, reason: Self.reason(error))
            }
            actionCount += 1
            try body(lineNumber, action)
        }
        return (actionCount, linesOfOtherRuns)
    }

    /// The actions that end, as cancelled, every request `state` shows in flight.
    static func cancellations(settling state: BrowserState) -> [BrowserAction] {
        var actions: [BrowserAction] = []
        if state.search.request.isLoading { actions.append(.search(.searchFailed(.cancelled, text: state.search.searchedText))) }
        if state.search.isLoadingMore { actions.append(.search(.loadMoreFailed(.cancelled))) }
        for (id, detail) in state.details.sorted(by: { $0.key.fullName < $1.key.fullName }) {
            if detail.request.isLoading { actions.append(.detail(id, .failed(.cancelled))) }
            if detail.readme.isLoading { actions.append(.detail(id, .readmeFailed(.cancelled))) }
        }
        for (list, embed) in [(state.publicRepositories, BrowserAction.publicRepositories), (state.userRepositories, BrowserAction.userRepositories)] {
            if list.request.isLoading { actions.append(embed(.loadFailed(.cancelled))) }
            if list.isLoadingMore { actions.append(embed(.loadMoreFailed(.cancelled))) }
        }
        switch state.account.phase {
        case .signingIn: actions.append(.account(.signInFailed(.cancelled)))
        case .signingInWithDevice: actions.append(.account(.deviceSignInFailed(.cancelled)))
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
    /// A line holds an action the running app could not have produced: a query longer than the
    /// search field holds, a row past the list, a stack deeper than the app builds, a line or a
    /// run too long.
    case outOfRange(line: Int, reason: String)

    /// What the user is told.
    public var description: String {
        switch self {
        case .noActions:
            "it holds no actions to replay (only a log written by --architecture redux with --log-actions can be replayed)"
        case let .unreadableAction(line, reason):
            "line \(line) is not an action this version can replay (\(reason))"
        case let .outOfRange(line, reason):
            "line \(line) holds an action the app could not have produced (\(reason))"
        }
    }
}

/// A replayed run: what ``ActionReplay/replay(_:)`` gives back.
public struct ReplayedRun: Sendable {
    /// The state the run ends in.
    public let state: BrowserState
    /// How many actions were replayed.
    public let actionCount: Int
    /// How many replay lines written after this run started belonged to another run, and were left
    /// out: a second instance logging to the same file at the same time.
    public let linesOfOtherRuns: Int
}
