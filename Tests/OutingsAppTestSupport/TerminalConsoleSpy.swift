import Foundation
import OutingsApp

/// A console in memory that says its output and error streams are terminals of a given width,
/// to check in process what a person at a terminal sees.
public final class TerminalConsoleSpy: Console {
    public private(set) var output = ""
    public private(set) var errors = ""
    public let columns: Int?

    public init(columns: Int? = 80) {
        self.columns = columns
    }

    public func write(_ text: String) { output += text }
    public func writeError(_ text: String) { errors += text }
    public func write(data: Data) { output += String(decoding: data, as: UTF8.self) }
    public func readLine() -> String? { nil }
    public func read(upTo limit: Int) -> Data { Data() }
    public var isInteractive: Bool { false }
    public func isTerminal(_ stream: StandardStream) -> Bool { true }
    public var terminalColumns: Int? { columns }
}
