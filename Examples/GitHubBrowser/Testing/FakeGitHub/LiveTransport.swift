import Testing

/// Whether this build reaches GitHub over a live transport, as the tests that run the GitHub client
/// against ``FakeGitHub`` need: always on Apple platforms (URLSession), and on Linux only in a build
/// with the Examples package's `LiveNetwork` trait (SwiftNIO and AsyncHTTPClient). Without it the
/// client refuses every request and `github-browser` refuses `--source github`, each saying how to
/// build it; the tests that need the transport are then skipped, with the command that runs them
/// (the `.needsLiveTransport` trait).
public enum LiveTransport {
    /// Whether the live transport is in this build.
    #if LiveNetwork || !os(Linux)
    public static let isBuilt = true
    #else
    public static let isBuilt = false
    #endif

    /// The command that runs the tests this build skips.
    public static let command = "swift test --package-path Examples --traits LiveNetwork"
}

extension Trait where Self == ConditionTrait {
    /// Skips a test or a suite that talks to ``FakeGitHub`` over the live transport in a build
    /// without it (see ``LiveTransport``).
    public static var needsLiveTransport: Self {
        .enabled(if: LiveTransport.isBuilt, "needs the live GitHub transport: \(LiveTransport.command)")
    }
}
