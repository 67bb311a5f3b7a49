#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// State read by signal handlers. Plain globals with trivial initial values, so reading them from a
// handler needs no lazy initialisation; written only while no handler is installed.
nonisolated(unsafe) private var savedAttributes = termios()
nonisolated(unsafe) private var isArmed: Int32 = 0
nonisolated(unsafe) private var restoreBytes: UnsafeMutablePointer<UInt8>?
nonisolated(unsafe) private var restoreByteCount = 0
nonisolated(unsafe) private var previousActions: [Int32: sigaction] = [:]
nonisolated(unsafe) private var exitHandlerInstalled = false
// Job control: the raw attributes and the bytes that take the terminal back after a stop, and the
// SIGTSTP action to put back once the process runs again.
nonisolated(unsafe) private var rawAttributes = termios()
nonisolated(unsafe) private var enterBytes: UnsafeMutablePointer<UInt8>?
nonisolated(unsafe) private var enterByteCount = 0
nonisolated(unsafe) private var suspendAction = sigaction()
/// Set by the SIGWINCH handler, cleared by the input reader.
nonisolated(unsafe) var terminalWindowDidChange: Int32 = 0

/// Writes the leave sequence and restores the saved terminal attributes, using only
/// async-signal-safe calls (`write`, `tcsetattr`). Runs at most once per arming.
private func restoreTerminalNow() {
    guard isArmed != 0 else { return }
    isArmed = 0
    if let restoreBytes {
        _ = write(STDOUT_FILENO, restoreBytes, restoreByteCount)
    }
    _ = tcsetattr(STDIN_FILENO, TCSANOW, &savedAttributes)
}

private let fatalSignalHandler: @convention(c) (Int32) -> Void = { signal in
    restoreTerminalNow()
    // The handler was installed with SA_RESETHAND: the default action is back, so re-raising makes
    // the process end exactly as it would have (with a core dump for crashes).
    _ = raise(signal)
}

private let windowChangeHandler: @convention(c) (Int32) -> Void = { _ in
    terminalWindowDidChange = 1
}

/// SIGTSTP (Ctrl-Z in a shell, `kill -TSTP`): give the terminal back to the shell — main screen,
/// cooked mode, cursor shown — then stop as the default action would. Async-signal-safe calls only.
private let suspendHandler: @convention(c) (Int32) -> Void = { _ in
    if isArmed != 0 {
        if let restoreBytes { _ = write(STDOUT_FILENO, restoreBytes, restoreByteCount) }
        _ = tcsetattr(STDIN_FILENO, TCSANOW, &savedAttributes)
    }
    // Stop now, with the default action; SIGTSTP is blocked while its handler runs, so unblock it.
    var stopAction = sigaction()
    sigemptyset(&stopAction.sa_mask)
    _ = sigaction(SIGTSTP, &stopAction, nil)
    var blocked = sigset_t()
    sigemptyset(&blocked)
    sigaddset(&blocked, SIGTSTP)
    _ = sigprocmask(SIG_UNBLOCK, &blocked, nil)
    _ = kill(getpid(), SIGTSTP)
    // Running again (the SIGCONT handler took the terminal back): the next stop comes here too.
    _ = sigaction(SIGTSTP, &suspendAction, nil)
}

/// SIGCONT (`fg`, `kill -CONT`): take the terminal back — raw mode, the alternate screen — and ask
/// for a full redraw, since the shell drew over the screen meanwhile.
private let continueHandler: @convention(c) (Int32) -> Void = { _ in
    guard isArmed != 0 else { return }
    _ = tcsetattr(STDIN_FILENO, TCSANOW, &rawAttributes)
    if let enterBytes { _ = write(STDOUT_FILENO, enterBytes, enterByteCount) }
    terminalWindowDidChange = 1
}

private let exitHandler: @convention(c) () -> Void = {
    restoreTerminalNow()
}

/// Restores the terminal however the process ends: normal exit, `exit()`, termination signals
/// and crashes; and across job control, the way full-screen programs do it: on SIGTSTP the
/// terminal is given back before the process stops, on SIGCONT it is taken back and redrawn.
enum TerminalRestoration {
    /// Signals after which the terminal must be restored before the process ends: the usual ways
    /// to stop a program, and crashes. Their handlers are always installed (a crash handler that
    /// the runtime installed first still runs: the signal is raised again once the terminal is
    /// back).
    static let fatalSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGABRT, SIGBUS, SIGILL, SIGFPE, SIGTRAP]

    /// Every other signal whose default action ends the process. Their handlers are installed only
    /// while the signal has its default action: a signal the process ignores (a `SIGPIPE` set to
    /// `SIG_IGN`, say) or handles itself keeps doing so.
    static var otherTerminatingSignals: [Int32] {
        var signals: [Int32] = [SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGSYS]
        #if os(Linux)
        signals += [SIGSTKFLT, SIGPOLL, SIGPWR]
        signals += Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())
        #elseif canImport(Darwin)
        signals += [SIGEMT]
        #endif
        return signals
    }

    /// The bytes that undo ``ANSITerminal``'s set-up: bracketed paste off, style reset, cursor shown,
    /// alternate screen left.
    static let leaveSequence: [UInt8] = Array("\u{1B}[?2004l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l".utf8)

    /// Remembers `attributes` (the terminal as it was), `raw` and `enterSequence` (how the app
    /// sets it up, for SIGCONT) and installs the handlers.
    static func arm(restoring attributes: termios, raw: termios, enterSequence: [UInt8]) {
        disarmHandlers()
        savedAttributes = attributes
        rawAttributes = raw
        if enterBytes == nil {
            let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: enterSequence.count)
            bytes.initialize(from: enterSequence, count: enterSequence.count)
            enterBytes = bytes
            enterByteCount = enterSequence.count
        }
        if restoreBytes == nil {
            let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: leaveSequence.count)
            bytes.initialize(from: leaveSequence, count: leaveSequence.count)
            restoreBytes = bytes
            restoreByteCount = leaveSequence.count
        }
        isArmed = 1
        for signal in fatalSignals {
            install(fatalSignalHandler, for: signal, flags: Int32(truncatingIfNeeded: SA_RESETHAND))
        }
        for signal in otherTerminatingSignals where hasDefaultAction(signal) {
            install(fatalSignalHandler, for: signal, flags: Int32(truncatingIfNeeded: SA_RESETHAND))
        }
        install(windowChangeHandler, for: SIGWINCH, flags: Int32(truncatingIfNeeded: SA_RESTART))
        // Job control, unless the process ignores it (a shell without job control sets SIGTSTP to
        // SIG_IGN for its children, and then Ctrl-Z must do nothing).
        if hasDefaultAction(SIGTSTP) {
            install(suspendHandler, for: SIGTSTP, flags: Int32(truncatingIfNeeded: SA_RESTART))
            _ = sigaction(SIGTSTP, nil, &suspendAction)
        }
        install(continueHandler, for: SIGCONT, flags: Int32(truncatingIfNeeded: SA_RESTART))
        if !exitHandlerInstalled {
            exitHandlerInstalled = true
            atexit(exitHandler)
        }
    }

    /// Stops the process as Ctrl-Z in a shell would (SIGTSTP), giving the terminal back first;
    /// `false`, doing nothing, when no terminal is set up or the process ignores job control.
    @discardableResult
    static func suspend() -> Bool {
        guard isArmed != 0, previousActions[SIGTSTP] != nil else { return false }
        return kill(getpid(), SIGTSTP) == 0
    }

    /// Restores the terminal now and puts the previous signal handlers back.
    static func restore() {
        disarmHandlers()
        restoreTerminalNow()
    }

    private static func disarmHandlers() {
        for (signal, action) in previousActions {
            var previous = action
            _ = sigaction(signal, &previous, nil)
        }
        previousActions = [:]
    }

    /// Whether `signal` does what it does by default (for these signals: end the process).
    private static func hasDefaultAction(_ signal: Int32) -> Bool {
        var current = sigaction()
        guard sigaction(signal, nil, &current) == 0 else { return false }
        // SIG_DFL is the null handler.
        #if canImport(Glibc)
        return current.__sigaction_handler.sa_handler == nil
        #else
        return current.__sigaction_u.__sa_handler == nil
        #endif
    }

    private static func install(_ handler: @convention(c) (Int32) -> Void, for signal: Int32, flags: Int32) {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = handler
        #else
        action.__sigaction_u.__sa_handler = handler
        #endif
        action.sa_flags = flags
        sigemptyset(&action.sa_mask)
        var previous = sigaction()
        if sigaction(signal, &action, &previous) == 0 {
            previousActions[signal] = previous
        }
    }
}
