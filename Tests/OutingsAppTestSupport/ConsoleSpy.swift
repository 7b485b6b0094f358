import Foundation
import OutingsApp

/// A console in memory, for running the CLI in process: what it printed, and scripted input.
public final class ConsoleSpy: Console {
    public private(set) var output = ""
    public private(set) var errors = ""
    private var lines: [String]

    public init(input: [String] = []) {
        lines = input.reversed()
    }

    public func write(_ text: String) { output += text }
    public func writeError(_ text: String) { errors += text }
    public func write(data: Data) { output += String(decoding: data, as: UTF8.self) }
    public func readLine() -> String? { lines.popLast() }
    public func read(upTo limit: Int) -> Data {
        Data(lines.reversed().joined(separator: "\n").utf8.prefix(limit))
    }
    public var isInteractive: Bool { false }
}
