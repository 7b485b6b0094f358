import Foundation

/// The process's standard streams, behind a protocol so tests can drive the CLI in memory.
public protocol Console: AnyObject {
    func write(_ text: String)
    func writeError(_ text: String)
    /// One line of standard input without its newline, or nil at end of input.
    func readLine() -> String?
    /// Standard input up to `limit` bytes (to the end when it is shorter).
    func read(upTo limit: Int) -> Data
    /// True when standard input is a terminal: only then does the editor show a prompt.
    var isInteractive: Bool { get }
    /// Reads and drops the rest of standard input, at most `limit` bytes of it, and counts its
    /// non-blank lines; `more` is true when input went on past the limit.
    func discardRemainingLines(limit: Int) -> (lines: Int, more: Bool)
}

/// The real standard input, output and error.
public final class StandardConsole: Console {
    public init() {}

    public func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    public func writeError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    public func readLine() -> String? {
        Swift.readLine(strippingNewline: true)
    }

    public func read(upTo limit: Int) -> Data {
        var data = Data()
        while data.count < limit {
            let chunk = FileHandle.standardInput.readData(ofLength: min(1 << 20, limit - data.count))
            if chunk.isEmpty { break }
            data.append(chunk)
        }
        return data
    }

    public var isInteractive: Bool {
        isatty(STDIN_FILENO) == 1
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

    /// The one shape of an error on stderr: "outings: " and a single terminal-safe line.
    func report(_ failure: CLIError) {
        writeError("outings: \(TextSanitizer.terminalSafe(failure.message))\n")
    }
}
