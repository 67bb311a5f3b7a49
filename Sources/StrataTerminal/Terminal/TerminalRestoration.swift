/// Restores the terminal however the process ends: normal exit, `exit()`, termination signals
/// and crashes; and across job control, the way full-screen programs do it: on SIGTSTP the
/// terminal is given back before the process stops, on SIGCONT it is taken back and redrawn.
///
/// This type says which signals restore the terminal and when the handlers are installed;
/// ``SystemCalls`` holds the handlers themselves and the state they read.
enum TerminalRestoration {
    /// The bytes that undo ``ANSITerminal``'s set-up: bracketed paste off, style reset, cursor shown,
    /// alternate screen left.
    static let leaveSequence: [UInt8] = Array("\u{1B}[?2004l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l".utf8)

    /// Remembers `attributes` (the terminal as it was), `raw` and `enterSequence` (how the app
    /// sets it up, for SIGCONT) and installs the handlers:
    /// - the fatal signals (``SystemCalls/fatalSignals``: the usual ways to stop a program, and
    ///   crashes) always restore the terminal, then end the process as they would have (a crash
    ///   handler that the runtime installed first still runs: the signal is raised again once the
    ///   terminal is back);
    /// - every other signal whose default action ends the process
    ///   (``SystemCalls/otherTerminatingSignals``) does the same, but only while it has its default
    ///   action: a signal the process ignores (a `SIGPIPE` set to `SIG_IGN`, say) or handles itself
    ///   keeps doing so;
    /// - SIGWINCH reports a window change; SIGTSTP and SIGCONT give the terminal back and take it
    ///   back (unless the process ignores job control);
    /// - normal exit restores it too.
    static func arm(restoring attributes: SystemCalls.TerminalAttributes, raw: SystemCalls.TerminalAttributes, enterSequence: [UInt8]) {
        SystemCalls.removeSignalHandlers()
        SystemCalls.keepForSignalHandlers(restoring: attributes, raw: raw, leaveSequence: leaveSequence, enterSequence: enterSequence)
        for signal in SystemCalls.fatalSignals {
            SystemCalls.installRestoringHandler(for: signal)
        }
        for signal in SystemCalls.otherTerminatingSignals where SystemCalls.hasDefaultAction(signal) {
            SystemCalls.installRestoringHandler(for: signal)
        }
        SystemCalls.installWindowChangeHandler()
        SystemCalls.installJobControlHandlers()
        SystemCalls.installExitHandlerOnce()
    }

    /// Stops the process as Ctrl-Z in a shell would (SIGTSTP), giving the terminal back first;
    /// `false`, doing nothing, when no terminal is set up or the process ignores job control.
    @discardableResult
    static func suspend() -> Bool {
        guard SystemCalls.isTerminalArmed else { return false }
        return SystemCalls.suspendProcess()
    }

    /// Restores the terminal now and puts the previous signal handlers back.
    static func restore() {
        SystemCalls.removeSignalHandlers()
        SystemCalls.restoreTerminalNow()
    }
}
