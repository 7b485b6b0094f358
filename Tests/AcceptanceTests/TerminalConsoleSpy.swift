import Foundation
import OutingsApp

/// A console in memory that says its output and error streams are terminals of a given width,
/// to check in process what a person at a terminal sees.
final class TerminalConsoleSpy: Console {
    private(set) var output = ""
    private(set) var errors = ""
    let columns: Int?

    init(columns: Int? = 80) {
        self.columns = columns
    }

    func write(_ text: String) { output += text }
    func writeError(_ text: String) { errors += text }
    func write(data: Data) { output += String(decoding: data, as: UTF8.self) }
    func readLine() -> String? { nil }
    func read(upTo limit: Int) -> Data { Data() }
    var isInteractive: Bool { false }
    func isTerminal(_ stream: StandardStream) -> Bool { true }
    var terminalColumns: Int? { columns }
}
