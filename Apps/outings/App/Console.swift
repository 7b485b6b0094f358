import Foundation

/// The process's standard streams, behind a protocol so tests can drive the CLI in memory.
public protocol Console: AnyObject {
    func write(_ text: String)
    func writeError(_ text: String)
    /// One line of standard input without its newline, or nil at end of input.
    func readLine() -> String?
    func readAll() -> Data
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

    public func readLine() -> String? {
        Swift.readLine(strippingNewline: true)
    }

    public func readAll() -> Data {
        FileHandle.standardInput.readDataToEndOfFile()
    }

    public var isInteractive: Bool {
        isatty(STDIN_FILENO) == 1
    }
}
