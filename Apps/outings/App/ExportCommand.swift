import AppSupport
import Domain
import Presentation

/// `export --format json|csv|geojson|gpx [--output FILE|-]`: the attractions in a file format,
/// streamed as the store reads them. The format is read before the store is opened, so a wrong
/// one touches nothing. With `--output FILE` the file is replaced whole or not at all; without,
/// or with `--output -`, the bytes go to standard output (made terminal-safe when that is a
/// terminal): `DocumentOutput`.
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
        try DocumentOutput(command: command, console: console, storeFiles: storeFiles).write { chunk in
            try AttractionExportWriter.export(format, walk, to: chunk)
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
}
