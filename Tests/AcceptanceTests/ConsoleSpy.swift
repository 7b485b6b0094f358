import Foundation
import OutingsApp

/// A console in memory, for running the CLI in process: what it printed, and scripted input.
final class ConsoleSpy: Console {
    private(set) var output = ""
    private(set) var errors = ""
    private var lines: [String]

    init(input: [String] = []) {
        lines = input.reversed()
    }

    func write(_ text: String) { output += text }
    func writeError(_ text: String) { errors += text }
    func write(data: Data) { output += String(decoding: data, as: UTF8.self) }
    func readLine() -> String? { lines.popLast() }
    func read(upTo limit: Int) -> Data { Data(lines.reversed().joined(separator: "\n").utf8.prefix(limit)) }
    var isInteractive: Bool { false }
}
