import Foundation

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

    public func write(data: Data) {
        FileHandle.standardOutput.write(data)
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
}

extension Console {
    /// The one shape of an error on stderr: "outings: " and a single terminal-safe line.
    func report(_ failure: CLIError) {
        writeError("outings: \(TextSanitizer.terminalSafe(failure.message))\n")
    }
}
