import Foundation
import GitHubBrowserApplication
import GitHubBrowserDomain

/// What a screen says when it shows a saved copy instead of the live source's answer
/// (`Freshness.saved(at:because:)`): a headline for its status line, and the reason, shown when
/// the user asks.
///
/// ```
/// Offline — showing saved results from 14:05
/// GitHub could not be reached (connection refused). These results were saved from GitHub at
/// 14:05; stars and descriptions may have changed since.
/// ```
public struct SavedCopyNotice: Hashable, Sendable {
    /// The one-line headline: "Offline — showing saved results from 14:05".
    public let headline: String
    /// Why the live source was not used, and what the saved copy is.
    public let reason: String

    /// The notice for a page of `freshness`, or `nil` when the page is live. Times are shown in
    /// `timeZone`, with the day when it is not the day of `now`.
    public init?(_ freshness: Freshness, now: Date, timeZone: TimeZone) {
        guard case let .saved(savedAt, failure) = freshness else { return nil }
        let state = switch failure {
        case .offline, .timedOut: "Offline"
        case .serviceUnavailable: "GitHub is unavailable"
        default: "GitHub is failing"
        }
        let when = savedAt.map { Self.time($0, now: now, timeZone: timeZone) }
        headline = when.map { "\(state) — showing saved results from \($0)" } ?? "\(state) — showing the built-in catalog"
        let copy = when.map { "These results were saved from GitHub \($0.first?.isNumber == true ? "at" : "on") \($0); stars and descriptions may have changed since." }
            ?? "These results come from the catalog shipped with the app, not from GitHub."
        reason = "\(Self.describe(failure, timeZone: timeZone)) \(copy)"
    }

    /// The failure in one sentence, with the detail the source gave.
    static func describe(_ failure: DataSourceError, timeZone: TimeZone) -> String {
        switch failure {
        case let .offline(detail): "GitHub could not be reached (\(detail))."
        case .timedOut: "GitHub did not answer in time."
        case let .server(status): "GitHub failed (HTTP \(status))."
        case .serviceUnavailable:
            "GitHub is down for maintenance or overloaded (HTTP 503). " + (AppError(failure).retryAdvice(timeZone: timeZone) ?? "")
        case let .malformedResponse(detail): "GitHub's reply could not be read (\(detail))."
        default: AppError(failure).message(timeZone: timeZone)
        }
    }

    /// `14:05` today, `21 Nov 14:05` another day of the year, `21 Nov 2025 14:05` another year.
    static func time(_ date: Date, now: Date, timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let today = calendar.dateComponents([.year, .month, .day], from: now)
        let clock = String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
        if parts.year == today.year, parts.month == today.month, parts.day == today.day { return clock }
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let month = months[safe: (parts.month ?? 1) - 1] ?? "?"
        let day = "\(parts.day ?? 1) \(month)"
        return parts.year == today.year ? "\(day) \(clock)" : "\(day) \(parts.year ?? 0) \(clock)"
    }
}
