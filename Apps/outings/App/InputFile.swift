import PlatformFoundation
import Presentation
import UseCases

#if canImport(Glibc)
    import Glibc
#endif

/// A file a command reads whole (`photos import`, `household holidays import`), or standard input
/// for "-", up to a limit.
enum InputFile {
    /// A missing or unreadable file, or a folder, is exit 66; one over `limit` exit 65 (`by` names
    /// the command in that message).
    static func read(_ path: String, limit: Int, standardInput: (_ limit: Int) -> Data, by command: String)
        throws -> Data
    {
        let tooLarge = CLIError.data(
            "\(path == ParsedCommand.standardStream ? "standard input" : path) is larger than \(ByteCount.text(limit)), the most "
                + "\(command) takes")
        if path == ParsedCommand.standardStream {
            let data = standardInput(limit + 1)
            guard data.count <= limit else { throw tooLarge }
            return data
        }
        var info = stat()
        guard stat(path, &info) == 0 else { throw CLIError.notFound("no such file: \(path)") }
        guard info.st_mode & S_IFMT != S_IFDIR else {
            throw CLIError.notFound("\(path) is a folder, not a file")
        }
        guard info.st_size <= limit else { throw tooLarge }
        // Read whole rather than memory-mapped: the cost is the same resident pages, and a mapped
        // file that another process truncates mid-read would kill this one with SIGBUS.
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CLIError.notFound("cannot read \(path)")
        }
        return data
    }
}
