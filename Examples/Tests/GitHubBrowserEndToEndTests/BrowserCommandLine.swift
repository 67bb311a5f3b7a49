/// The shell command line that runs `github-browser` in a tmux pane: environment, quoted
/// arguments, then — so the test can read how it ended — `exited with <status>` and a pause that
/// keeps the pane open.
enum BrowserCommandLine {
    static func make(browser: String, arguments: [String], environment: [String: String] = [:]) -> String {
        let assignments = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\(quote($0.value))" }
        let command = (["env"] + assignments + [quote(browser)] + arguments.map(quote)).joined(separator: " ")
        return command + "; echo \"exited with $?\"; sleep 60"
    }

    /// `text` as one single-quoted shell word.
    static func quote(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
