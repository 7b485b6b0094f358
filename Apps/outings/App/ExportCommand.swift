import AppSupport
import Domain
import Platform
import PlatformFoundation
import Presentation

/// `export --format json|csv|geojson|gpx [--output FILE|-]`: the attractions in a file format,
/// streamed as the store reads them. The format is read before the store is opened, so a wrong
/// one touches nothing. With `--output FILE` the file is replaced whole or not at all; without,
/// or with `--output -`, the bytes go to standard output (made terminal-safe when that is a
/// terminal).
struct ExportCommand {
    let command: ParsedCommand
    let console: any Console
    /// The attractions to write, in order: the guide's, or the ones a filter keeps.
    let attractions: () throws -> ((Attraction) throws -> Void) throws -> Void
    /// The guide's own files, which `--output` may not name.
    let storeFiles: () throws -> [String]

    func run() throws {
        let format = try Self.format(command)
        let walk = try attractions()
        guard let path = command.outputFile else {
            return try AttractionExportWriter.export(format, walk, to: writeOutput)
        }
        do {
            try AtomicFile.requireReplaceable(path, sparing: try storeFiles())
            try AtomicFile.replace(path, mode: 0o666) { chunks in
                try AttractionExportWriter.export(format, walk, to: { try chunks.write($0) })
            }
        } catch let error as SystemError {
            throw CLIError(code: .ioError, message: error.description)
        }
    }

    /// The `--format` value as a format; anything else is exit 64.
    static func format(_ command: ParsedCommand) throws -> AttractionExportFormat {
        guard let name = command.value("format") else {
            throw CLIError.usage("export needs --format FORMAT (\(AttractionExportFormat.names))")
        }
        guard let format = AttractionExportFormat(rawValue: name) else {
            throw CLIError.usage("unknown export format \"\(name)\"; use \(AttractionExportFormat.names)")
        }
        return format
    }

    /// A chunk to standard output; stops the export once output has failed (exit 74). On a
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
