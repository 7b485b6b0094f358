import AppSupport
import Platform
import PlatformFoundation

#if canImport(Glibc)
    import Glibc
#endif

/// The process's standard streams, behind a protocol so tests can drive the CLI in memory.
public protocol Console: AnyObject {
    func write(_ text: String)
    func writeError(_ text: String)
    /// One line of standard input without its newline, or nil at end of input.
    func readLine() -> String?
    /// Standard input up to `limit` bytes (to the end when it is shorter).
    func read(upTo limit: Int) -> Data
    /// Bytes to standard output as they are (an image for `download --output -`).
    func write(data: Data)
    /// True when standard input is a terminal: only then does the editor show a prompt.
    var isInteractive: Bool { get }
    /// Why standard output or error could not be written (disk full, closed, broken pipe), if it
    /// could not; the command then ends with exit 74 instead of pretending it printed.
    var outputFailure: String? { get }
    /// Reads and drops the rest of standard input, at most `limit` bytes of it, and counts its
    /// non-blank lines; `more` is true when input went on past the limit.
    func discardRemainingLines(limit: Int) -> (lines: Int, more: Bool)
    /// True when standard output (or error) is a terminal: only then are lists laid out in
    /// columns, colour used (unless told otherwise) and progress shown.
    func isTerminal(_ stream: StandardStream) -> Bool
    /// The terminal's width in columns, from standard output; nil when it is not a terminal.
    var terminalColumns: Int? { get }
    /// A line typed at the terminal without echoing it (a password), after `prompt` on standard
    /// error; nil at end of input.
    func readSecretLine(prompt: String) -> String?
}

/// The two output streams of a console.
public enum StandardStream: Sendable {
    case output, error
}

extension Console {
    /// Ends a command whose output has failed (exit 74, one line): there is no point producing
    /// the rest.
    func stopIfOutputFailed() throws {
        if let problem = outputFailure { throw CLIError(code: .ioError, message: problem) }
    }

    public var outputFailure: String? { nil }
    /// A console in memory is no terminal.
    public func isTerminal(_ stream: StandardStream) -> Bool { false }
    public var terminalColumns: Int? { nil }
    /// A console in memory echoes nothing anyway.
    public func readSecretLine(prompt: String) -> String? {
        writeError(prompt)
        return readLine()
    }
}

/// The real standard input, output and error, written with write(2) so a failure (ENOSPC, EPIPE
/// with SIGPIPE ignored, EBADF) is an error to report, never a trap inside FileHandle.
public final class StandardConsole: Console {
    private var failedOutput: String?
    private var failedError = false

    public init() {}

    public var outputFailure: String? { failedOutput }

    public func write(_ text: String) { writeOutput(text.utf8) }

    /// Bytes as they are (an image to `--output -`), with the same failure rule as text.
    public func write(data: Data) { writeOutput(data) }

    private func writeOutput(_ bytes: some Collection<UInt8>) {
        guard failedOutput == nil else { return }
        if let failure = Descriptor.writeAll(bytes, to: STDOUT_FILENO) {
            failedOutput = "cannot write standard output: \(SystemError.reason(failure))"
        }
    }

    public func writeError(_ text: String) {
        guard !failedError else { return }
        if let failure = Descriptor.writeAll(text.utf8, to: STDERR_FILENO) {
            failedError = true
            if failedOutput == nil {
                failedOutput = "cannot write standard error: \(SystemError.reason(failure))"
            }
        }
    }

    public func readLine() -> String? {
        Swift.readLine(strippingNewline: true)
    }

    public func read(upTo limit: Int) -> Data {
        Descriptor.bytes(from: STDIN_FILENO, upTo: limit)
    }

    /// At a terminal, echo is off while the line is typed (and back on after, whatever was typed),
    /// so the password is never on the screen; the line feed the person typed is echoed after.
    public func readSecretLine(prompt: String) -> String? {
        writeError(prompt)
        var saved = termios()
        guard isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &saved) == 0 else { return readLine() }
        var silent = saved
        silent.c_lflag &= ~tcflag_t(ECHO)
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &silent)
        defer {
            _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved)
            writeError("\n")
        }
        return readLine()
    }

    public var isInteractive: Bool {
        isatty(STDIN_FILENO) == 1
    }

    public func isTerminal(_ stream: StandardStream) -> Bool {
        isatty(stream == .output ? STDOUT_FILENO : STDERR_FILENO) == 1
    }

    /// TIOCGWINSZ on standard output; a terminal that reports no size (0 columns) counts as none.
    public var terminalColumns: Int? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// Byte by byte through C's `stdin` (`getchar`), whose buffer `readLine` shares: an endless
    /// line (`cat /dev/zero`) costs neither memory nor unbounded time.
    public func discardRemainingLines(limit: Int) -> (lines: Int, more: Bool) {
        var counter = LineCounter()
        var read = 0
        while read < limit {
            let byte = getchar()
            guard byte != EOF else { return (counter.finish(), false) }
            read += 1
            counter.count(CollectionOfOne(UInt8(truncatingIfNeeded: byte)))
        }
        let more = getchar() != EOF
        return (counter.finish(), more)
    }
}

extension Console {
    /// Line by line, for consoles whose input is already in memory.
    public func discardRemainingLines(limit: Int) -> (lines: Int, more: Bool) {
        var counter = LineCounter()
        var read = 0
        while read < limit, let line = readLine() {
            read += line.utf8.count + 1
            counter.count(Array(line.utf8) + [0x0A])
        }
        return (counter.finish(), read >= limit)
    }

    /// The one shape of an error on stderr: "outings: " and a single terminal-safe line, red when
    /// standard error gets colour, then its details, each a terminal-safe line of its own.
    func report(_ failure: CLIError, color: Bool = false) {
        let line: StyledLine = "\("outings: " + failure.message, .red)"
        let details = failure.details.map { StyledLine($0).rendered(color: false) + "\n" }
        writeError(line.rendered(color: color) + "\n" + details.joined())
    }
}
