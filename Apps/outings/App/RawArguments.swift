import PlatformFoundation

#if canImport(Glibc)
    import Glibc
#endif

/// The command line and the variables Outings reads, as the bytes the process was given.
/// `CommandLine.arguments` and `ProcessInfo.environment` replace bytes that are not UTF-8 with
/// U+FFFD, which would silently name a different file or store than the one given; so the bytes
/// are checked first and such an argument is refused (exit 64), naming which one it was.
enum RawArguments {
    /// Variables whose values become paths, stores, keys or URLs.
    static func isRead(_ name: String) -> Bool {
        name == "HOME" || ["OUTINGS_", "FLICKR_", "XDG_"].contains { name.hasPrefix($0) }
    }

    /// Each argument as a string, or a usage error naming the first one that is not UTF-8.
    static func decode(_ arguments: [[UInt8]]) throws -> [String] {
        try arguments.enumerated().map { index, bytes in
            guard let text = String(validating: bytes, as: UTF8.self) else {
                let shown = String(decoding: bytes, as: UTF8.self)
                throw CLIError.usage(
                    "argument \(index + 1) (\"\(shown)\") is not valid UTF-8; Outings takes only UTF-8 "
                        + "arguments, so it cannot name that file or value exactly")
            }
            return text
        }
    }

    /// The environment from `NAME=VALUE` byte strings, or a usage error naming a variable that
    /// Outings reads and whose value is not UTF-8. Other variables are passed over as they are.
    static func environment(_ entries: [[UInt8]]) throws -> [String: String] {
        var environment: [String: String] = [:]
        for entry in entries {
            guard let equals = entry.firstIndex(of: UInt8(ascii: "=")) else { continue }
            let name = String(decoding: entry[..<equals], as: UTF8.self)
            let valueBytes = entry[(equals + 1)...]
            if let value = String(validating: valueBytes, as: UTF8.self) {
                environment[name] = environment[name] ?? value
            } else if isRead(name) {
                throw CLIError.usage("the value of \(name) is not valid UTF-8; Outings takes only UTF-8")
            }
        }
        return environment
    }

    /// This process's own argv (without the program name) and environ.
    static func processArguments() -> [[UInt8]] {
        (1..<Int(CommandLine.argc)).compactMap { CommandLine.unsafeArgv[$0].map(bytes) }
    }

    static func processEnvironment() -> [[UInt8]] {
        var entries: [[UInt8]] = []
        var cursor = environ
        while let entry = cursor.pointee {
            entries.append(bytes(entry))
            cursor += 1
        }
        return entries
    }

    private static func bytes(_ pointer: UnsafeMutablePointer<CChar>) -> [UInt8] {
        Array(UnsafeRawBufferPointer(start: pointer, count: strlen(pointer)))
    }
}
