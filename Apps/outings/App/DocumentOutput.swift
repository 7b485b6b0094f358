import AppSupport
import Platform
import PlatformFoundation

/// Where a command that writes a document puts its bytes (`export`, `plan print`): with
/// `--output FILE` the file is replaced whole or not at all, and never one of the guide's own
/// files (a failure is exit 74 and leaves an earlier FILE as it was); without, or with
/// `--output -`, standard output, made terminal-safe when that is a terminal.
struct DocumentOutput {
    let command: ParsedCommand
    let console: any Console
    /// The guide's own files, which `--output` may not name.
    let storeFiles: () throws -> [String]

    /// Runs `produce`, handing it a function that writes one chunk where the document goes.
    func write(_ produce: (_ chunk: ([UInt8]) throws -> Void) throws -> Void) throws {
        guard let path = command.outputFile else { return try produce(writeOutput) }
        do {
            try AtomicFile.requireReplaceable(path, sparing: try storeFiles())
            try AtomicFile.replace(path, mode: 0o666) { chunks in try produce { try chunks.write($0) } }
        } catch let error as SystemError {
            throw CLIError(code: .ioError, message: error.description)
        }
    }

    /// A chunk to standard output; stops the document once output has failed (exit 74). On a
    /// terminal, text from the store must not drive it: CRLF line ends become LF, and every other
    /// control and bidi scalar is replaced as in a list.
    private func writeOutput(_ chunk: [UInt8]) throws {
        if console.isTerminal(.output) {
            let lineFeedsOnly = chunk.enumerated().filter { index, byte in
                byte != 0x0D || index + 1 == chunk.count || chunk[index + 1] != 0x0A
            }
            let text = String(decoding: lineFeedsOnly.map(\.element), as: UTF8.self)
            console.write(TextSanitizer.terminalSafe(text, keeping: .lineBreaksAndTabs))
        } else {
            console.write(data: Data(chunk))
        }
        try console.stopIfOutputFailed()
    }
}
