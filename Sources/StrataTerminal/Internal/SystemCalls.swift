#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The module's only unsafe code and its only system calls. StrataTerminal talks to a real terminal
// through POSIX (write, poll, read, termios, ioctl, sigaction, kill, atexit), and it restores that
// terminal from signal handlers, which may touch nothing but plain global state and
// async-signal-safe calls. Everything of that kind lives here, behind `SystemCalls`, so the rest of
// the module (`ANSITerminal`, `TerminalRestoration`) is safe Swift that decides *what* to do and
// never *how* the platform does it.
//
// The invariants that make this file safe, stated once:
// - The globals below are read by signal handlers. They are plain globals with trivial initial
//   values, so a handler never triggers a lazy initialisation. They are written by the thread that
//   sets the terminal up (`ANSITerminal`, on the main actor) while no signal handler is installed
//   (`keepForSignalHandlers` runs after `removeSignalHandlers`; the exit handler runs only when the
//   process exits), except the flags, which are single aligned words: those the handlers set
//   themselves (`isArmed`; `windowDidChange`, `processDidContinue` and `stopWasRequested`, cleared
//   by the input reader;
//   `continueCount`, counted up by the SIGCONT handler) and `stopsAreDeferred`, set by the input
//   reader.
// - The byte buffers the handlers write are allocated once, never freed and never changed, so a
//   handler never reads memory that is being released or rewritten.
// - Handlers call only async-signal-safe functions: `write` (through `writeAll`, which reads only
//   `errno` besides), `tcsetattr`, `sigaction`, `sigemptyset`, `sigaddset`, `sigprocmask`, `kill`,
//   `getpid` and `raise`.

/// The terminal as it was before the app set it up; restored however the process ends.
nonisolated(unsafe) private var savedAttributes = termios()
/// 1 while the terminal is set up and must be restored; a handler clears it when it restores.
nonisolated(unsafe) private var isArmed: Int32 = 0
nonisolated(unsafe) private var leaveBytes: UnsafeMutablePointer<UInt8>?
nonisolated(unsafe) private var leaveByteCount = 0
/// The actions the installed handlers replaced, put back by `removeSignalHandlers`.
nonisolated(unsafe) private var previousActions: [Int32: sigaction] = [:]
nonisolated(unsafe) private var exitHandlerInstalled = false
// Job control: the raw attributes and the bytes that take the terminal back after a stop, and the
// SIGTSTP action to put back once the process runs again.
nonisolated(unsafe) private var rawAttributes = termios()
nonisolated(unsafe) private var enterBytes: UnsafeMutablePointer<UInt8>?
nonisolated(unsafe) private var enterByteCount = 0
nonisolated(unsafe) private var suspendAction = sigaction()
/// Set by the SIGWINCH and SIGCONT handlers, cleared by `takeWindowChange()`.
nonisolated(unsafe) private var windowDidChange: Int32 = 0
/// Set by the SIGCONT handler, cleared by `takeContinue()`.
nonisolated(unsafe) private var processDidContinue: Int32 = 0
// A stop asked for from outside (`kill -TSTP`) may land on any thread, perhaps while the main
// thread is halfway through a frame: leaving the alternate screen there would let the rest of that
// frame land on the shell's screen. While an input reader runs (`stopsAreDeferred`), the handler
// only sets `stopWasRequested`; the reader hands it to the main actor, which gives the terminal
// back and stops between frames (`suspendProcess`).
nonisolated(unsafe) private var stopsAreDeferred: Int32 = 0
nonisolated(unsafe) private var stopWasRequested: Int32 = 0
/// Counted up by the SIGCONT handler, so that ``SystemCalls/suspendProcess()`` knows it ran again.
nonisolated(unsafe) private var continueCount: Int32 = 0

/// The system calls of StrataTerminal, and the state its signal handlers read.
///
/// The module's only unsafe code (see the header of this file for why it exists and what keeps it
/// safe). `ANSITerminal` reads and writes the TTY through it; `TerminalRestoration` decides which
/// signals restore the terminal and asks it to install the handlers.
enum SystemCalls {
    /// The attributes of a terminal (`termios`).
    typealias TerminalAttributes = termios

    // MARK: - Writing

    /// Writes all `count` bytes at `bytes` to `descriptor`, retrying after a signal interrupted the
    /// call (`EINTR`) or a non-blocking descriptor was full (`EAGAIN`); stops at any other error.
    /// Async-signal-safe: the signal handlers write with it too. Every writer of the module does.
    static func writeAll(_ bytes: UnsafeRawPointer, count: Int, to descriptor: Int32) {
        var offset = 0
        while offset < count {
            let written = write(descriptor, bytes + offset, count - offset)
            if written > 0 {
                offset += written
            } else if written < 0, errno == EINTR || errno == EAGAIN {
                continue
            } else {
                return
            }
        }
    }

    /// Writes all of `bytes` to standard output (see ``writeAll(_:count:to:)``).
    static func writeToStandardOutput(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            writeAll(base, count: buffer.count, to: STDOUT_FILENO)
        }
    }

    // MARK: - The terminal

    /// Whether standard input and standard output are both terminals.
    static var standardStreamsAreTerminals: Bool {
        isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    }

    /// The window size of standard output, or `nil` if it cannot be read or is empty.
    static func windowSize() -> (columns: Int, rows: Int)? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
            return nil
        }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// The attributes of standard input's terminal (`tcgetattr`).
    ///
    /// - Throws: ``TerminalError/systemCallFailed(operation:code:)`` with `errno`.
    static func terminalAttributes() throws(TerminalError) -> TerminalAttributes {
        var attributes = termios()
        guard tcgetattr(STDIN_FILENO, &attributes) == 0 else {
            throw TerminalError.systemCallFailed(operation: "tcgetattr", code: errno)
        }
        return attributes
    }

    /// `attributes` made raw (`cfmakeraw`): no echo, no line editing, no signals from keys, no
    /// output processing.
    static func raw(_ attributes: TerminalAttributes) -> TerminalAttributes {
        var raw = attributes
        cfmakeraw(&raw)
        return raw
    }

    /// Applies `attributes` to standard input's terminal once pending output is written, discarding
    /// unread input (`tcsetattr` with `TCSAFLUSH`).
    ///
    /// - Throws: ``TerminalError/systemCallFailed(operation:code:)`` with `errno`.
    static func setTerminalAttributes(_ attributes: TerminalAttributes) throws(TerminalError) {
        var attributes = attributes
        guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &attributes) == 0 else {
            throw TerminalError.systemCallFailed(operation: "tcsetattr", code: errno)
        }
    }

    // MARK: - Reading

    /// What waiting for standard input found.
    enum InputWait {
        /// There is something to read (or the end of input, or an error to read).
        case readable
        /// Nothing arrived in time.
        case timedOut
        /// A signal interrupted the wait; wait again.
        case interrupted
        /// The wait failed; stop reading.
        case failed
    }

    /// Waits up to `milliseconds` for standard input to become readable (`poll`).
    static func waitForStandardInput(milliseconds: Int32) -> InputWait {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, milliseconds)
        if ready > 0 { return .readable }
        if ready == 0 { return .timedOut }
        return errno == EINTR ? .interrupted : .failed
    }

    /// What reading standard input gave.
    enum InputRead {
        /// The first `count` bytes of the buffer were read.
        case bytes(Int)
        /// Nothing was read this time (a signal, or nothing ready yet); read again later.
        case interrupted
        /// The end of input, or an error: stop reading.
        case ended
    }

    /// Reads what standard input has, up to the size of `buffer` (`read`).
    static func readStandardInput(into buffer: inout [UInt8]) -> InputRead {
        let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
        if count > 0 { return .bytes(count) }
        if count < 0, errno == EINTR || errno == EAGAIN { return .interrupted }
        return .ended
    }

    /// Whether the window changed size (or the process came back from a stop) since the last call;
    /// clears the flag the signal handlers set.
    static func takeWindowChange() -> Bool {
        guard windowDidChange != 0 else { return false }
        windowDidChange = 0
        return true
    }

    /// Whether the process ran again after a stop (SIGCONT) since the last call; clears the flag
    /// the SIGCONT handler sets.
    static func takeContinue() -> Bool {
        guard processDidContinue != 0 else { return false }
        processDidContinue = 0
        return true
    }

    // MARK: - Signals

    /// Signals after which the terminal must be restored before the process ends: the usual ways
    /// to stop a program, and crashes.
    static let fatalSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGABRT, SIGBUS, SIGILL, SIGFPE, SIGTRAP]

    /// Every other signal whose default action ends the process, on this platform.
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

    /// Keeps what the signal handlers need to restore the terminal and to take it back, and arms
    /// them: from now on they restore `attributes` and write `leaveSequence`. Call it while no
    /// handler is installed (after ``removeSignalHandlers()``).
    static func keepForSignalHandlers(
        restoring attributes: TerminalAttributes,
        raw: TerminalAttributes,
        leaveSequence: [UInt8],
        enterSequence: [UInt8]
    ) {
        savedAttributes = attributes
        rawAttributes = raw
        if enterBytes == nil {
            enterBytes = permanentCopy(of: enterSequence)
            enterByteCount = enterSequence.count
        }
        if leaveBytes == nil {
            leaveBytes = permanentCopy(of: leaveSequence)
            leaveByteCount = leaveSequence.count
        }
        isArmed = 1
    }

    /// Whether the terminal is set up and not restored yet.
    static var isTerminalArmed: Bool { isArmed != 0 }

    /// Writes the leave sequence and restores the saved terminal attributes, using only
    /// async-signal-safe calls. Runs at most once per arming.
    static func restoreTerminalNow() {
        restoreArmedTerminal()
    }

    /// Installs, for `signal`, the handler that restores the terminal and then lets the signal end
    /// the process as it would have (the default action is put back before it is raised again).
    static func installRestoringHandler(for signal: Int32) {
        install(fatalSignalHandler, for: signal, flags: Int32(truncatingIfNeeded: SA_RESETHAND))
    }

    /// Installs the SIGWINCH handler, which makes ``takeWindowChange()`` return `true`.
    static func installWindowChangeHandler() {
        install(windowChangeHandler, for: SIGWINCH, flags: Int32(truncatingIfNeeded: SA_RESTART))
    }

    /// Installs the job-control handlers: on SIGTSTP the terminal is given back before the process
    /// stops, on SIGCONT it is taken back and a redraw is asked for. SIGTSTP is handled only while
    /// it has its default action: a process that ignores job control (a shell without it sets
    /// SIGTSTP to `SIG_IGN` for its children) keeps ignoring Ctrl-Z.
    static func installJobControlHandlers() {
        if hasDefaultAction(SIGTSTP) {
            install(suspendHandler, for: SIGTSTP, flags: Int32(truncatingIfNeeded: SA_RESTART))
            _ = sigaction(SIGTSTP, nil, &suspendAction)
        }
        install(continueHandler, for: SIGCONT, flags: Int32(truncatingIfNeeded: SA_RESTART))
    }

    /// Restores the terminal at normal exit too (`atexit`), once per process.
    static func installExitHandlerOnce() {
        guard !exitHandlerInstalled else { return }
        exitHandlerInstalled = true
        atexit(exitHandler)
    }

    /// Puts back the actions every installed handler replaced.
    static func removeSignalHandlers() {
        for (signal, action) in previousActions {
            var previous = action
            _ = sigaction(signal, &previous, nil)
        }
        previousActions = [:]
    }

    /// Stops the process as Ctrl-Z in a shell would, giving the terminal back first, and returns
    /// once it runs again; `false`, doing nothing, when the suspend handler is not installed (the
    /// process ignores job control). Call it from the thread that writes to the terminal, between
    /// writes, so that no frame is halfway out when the shell takes the screen.
    ///
    /// The stop is SIGTSTP with its default action, sent to the process; this thread waits for the
    /// SIGCONT that ends it (at most a second of running time, as a process group without a shell
    /// to continue it discards the stop) before the suspend handler is put back.
    static func suspendProcess() -> Bool {
        guard previousActions[SIGTSTP] != nil else { return false }
        if isArmed != 0 { writeLeaveSequenceAndRestoreAttributes() }
        var stopAction = sigaction()
        sigemptyset(&stopAction.sa_mask)
        _ = sigaction(SIGTSTP, &stopAction, nil)
        let continuesBefore = continueCount
        let sent = kill(getpid(), SIGTSTP) == 0
        var waited = 0
        while sent, continueCount == continuesBefore, waited < 1000 {
            var millisecond = timespec(tv_sec: 0, tv_nsec: 1_000_000)
            _ = nanosleep(&millisecond, nil)
            waited += 1
        }
        _ = sigaction(SIGTSTP, &suspendAction, nil)
        return sent
    }

    /// Whether SIGTSTP from outside only asks for a stop (see ``takeStopRequest()``) instead of
    /// stopping at once: on while an input reader runs to pass the request on.
    static func deferStops(_ deferred: Bool) {
        stopsAreDeferred = deferred ? 1 : 0
    }

    /// Whether a SIGTSTP from outside asked for a stop since the last call; clears the request.
    static func takeStopRequest() -> Bool {
        guard stopWasRequested != 0 else { return false }
        stopWasRequested = 0
        return true
    }

    /// Whether `signal` does what it does by default (for these signals: end the process).
    static func hasDefaultAction(_ signal: Int32) -> Bool {
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

    /// A copy of `bytes` that is never freed, for the signal handlers to write.
    private static func permanentCopy(of bytes: [UInt8]) -> UnsafeMutablePointer<UInt8> {
        let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count)
        copy.initialize(from: bytes, count: bytes.count)
        return copy
    }
}

// MARK: - The signal handlers (async-signal-safe calls only)

/// Writes the leave sequence and restores the saved terminal attributes. Runs at most once per arming.
private func restoreArmedTerminal() {
    guard isArmed != 0 else { return }
    isArmed = 0
    writeLeaveSequenceAndRestoreAttributes()
}

private func writeLeaveSequenceAndRestoreAttributes() {
    if let leaveBytes {
        SystemCalls.writeAll(leaveBytes, count: leaveByteCount, to: STDOUT_FILENO)
    }
    _ = tcsetattr(STDIN_FILENO, TCSANOW, &savedAttributes)
}

private let fatalSignalHandler: @convention(c) (Int32) -> Void = { signal in
    restoreArmedTerminal()
    // The handler was installed with SA_RESETHAND: the default action is back, so re-raising makes
    // the process end exactly as it would have (with a core dump for crashes).
    _ = raise(signal)
}

private let windowChangeHandler: @convention(c) (Int32) -> Void = { _ in
    windowDidChange = 1
}

/// SIGTSTP (`kill -TSTP`; Ctrl-Z in a shell that has no app reading keys): while an input reader
/// runs, only ask for the stop, which the app makes between frames (``SystemCalls/suspendProcess()``);
/// otherwise give the terminal back to the shell — main screen, cooked mode, cursor shown — then
/// stop as the default action would.
private let suspendHandler: @convention(c) (Int32) -> Void = { _ in
    if stopsAreDeferred != 0 {
        stopWasRequested = 1
        return
    }
    if isArmed != 0 { writeLeaveSequenceAndRestoreAttributes() }
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

/// SIGCONT (`fg`, `kill -CONT`): take the terminal back — raw mode, the alternate screen — ask for a
/// full redraw, since the shell drew over the screen meanwhile, and report that the process runs
/// again (``InputEvent/resumed``).
///
/// `continueCount` goes up last: ``SystemCalls/suspendProcess()`` holds the app's frames back until
/// it does, so the next frame goes to the alternate screen taken back here, never to the shell's.
private let continueHandler: @convention(c) (Int32) -> Void = { _ in
    if isArmed != 0 {
        _ = tcsetattr(STDIN_FILENO, TCSANOW, &rawAttributes)
        if let enterBytes { SystemCalls.writeAll(enterBytes, count: enterByteCount, to: STDOUT_FILENO) }
        windowDidChange = 1
        processDidContinue = 1
    }
    continueCount &+= 1
}

private let exitHandler: @convention(c) () -> Void = {
    restoreArmedTerminal()
}
