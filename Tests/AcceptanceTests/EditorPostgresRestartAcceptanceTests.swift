import Foundation
import TestSupport
import Testing

/// Rule: an editor session keeps its PostgreSQL store open from the first command to `save`; when
/// the server ends that connection meanwhile (a restart, pg_terminate_backend), `save` opens it
/// again and saves.
struct EditorPostgresRestartAcceptanceTests {
    @Test func anEditorSessionSavesAfterTheServerEndedItsConnection() throws {
        let url = try TestPostgres.freshDatabaseURL()
        let cli = try OutingsBinary()
        let added = try cli.run(["--store", url, "attractions", "add", "--name", "Zoo", "--json"])
        let id = try #require((try added.json() as? [String: Any])?["id"] as? String)

        let process = Process()
        process.executableURL = OutingsBinary.executable
        process.arguments = ["--store", url, "attractions", "edit", id]
        process.currentDirectoryURL = cli.home
        process.environment = ChildEnvironment.make(home: cli.home)
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = ProcessDeadline(process)
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }

        // Once `show` has printed the attraction, the session holds its connection.
        input.fileHandleForWriting.write(Data("show\n".utf8))
        var printed = ""
        while !printed.contains("ID: \(id)") {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            printed += String(decoding: chunk, as: UTF8.self)
        }
        #expect(printed.contains("ID: \(id)"))
        try PostgresSession.endSessions(of: url)
        input.fileHandleForWriting.write(Data("set name Lake\nsave\n".utf8))
        try input.fileHandleForWriting.close()
        printed += String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try deadline.end()

        #expect(process.terminationStatus == 0)
        #expect(printed.hasSuffix("Saved \"Lake\" (id \(id)).\n"), "\(printed)")
        #expect(try PostgresSession.query(url, "SELECT string_agg(name, ',') FROM attractions") == "Lake")
    }
}
