import Foundation
import Testing

/// Python's `plistlib`: a plist reader and writer independent of Outings, the oracle the defaults
/// tests compare against. Scripts get the arguments after `sys.argv[0]` and a child environment
/// built from scratch (UTF-8 output, no user site packages).
enum Plistlib {
    /// Defined before every script: `canon(v)` tells apart what Python's `==` does not
    /// (True from 1, 1 from 1.0, -0.0 from 0.0), so comparing two canons compares types too.
    static let prelude = """
        import datetime, plistlib, sys
        def canon(v):
            if isinstance(v, dict): return ('dict', sorted((k, canon(x)) for k, x in v.items()))
            if isinstance(v, list): return ('list', [canon(x) for x in v])
            if isinstance(v, float): return ('float', v.hex())
            return (type(v).__name__, v)

        """

    /// Runs `script`, requires it to succeed, and returns what it printed.
    @discardableResult
    static func run(_ script: String, _ arguments: [String]) throws -> String {
        let process = Process()
        let output = Pipe()
        let errors = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-s", "-c", prelude + script] + arguments
        process.environment = ["PATH": "/usr/bin:/bin", "PYTHONIOENCODING": "utf-8"]
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let complaint = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "python3: \(complaint)")
        return printed
    }
}
