import Foundation
import TestSupport
import Testing

/// Output that cannot be written is exit 74 with one line on stderr, never a trap; a write command
/// that printed nothing still committed its change exactly once.
@Suite(.serialized)
struct OutputFailureAcceptanceTests {
    /// The ways standard output can refuse bytes, as shell redirections of "$OUTINGS ARGS".
    enum BrokenOutput: String, CaseIterable, CustomTestStringConvertible {
        case diskFull = #""$OUTINGS" "$@" >/dev/full"#
        case closedAtStart = #""$OUTINGS" "$@" >&-"#
        // The reader has closed its end before outings starts, and SIGPIPE is ignored (as a parent
        // that ignores it passes on), so write(2) fails with EPIPE instead of killing the process.
        case brokenPipe = #"""
            trap '' PIPE
            { while [ ! -f "$HOME/reader-gone" ]; do sleep 0.01; done; "$OUTINGS" "$@"; echo $? >"$HOME/status"; } \
                | { exec 0<&-; touch "$HOME/reader-gone"; }
            exit "$(cat "$HOME/status")"
            """#

        var testDescription: String { "\(self)" }

        var expectedReason: String {
            switch self {
            case .diskFull: "No space left on device"
            case .closedAtStart: "Bad file descriptor"
            case .brokenPipe: "Broken pipe"
            }
        }
    }

    private func run(_ cli: OutingsBinary, _ output: BrokenOutput, _ arguments: [String]) throws
        -> OutingsBinary.Result
    {
        try cli.run(
            ["-c", output.rawValue, "sh"] + arguments,
            environment: ["OUTINGS": OutingsBinary.executable.path],
            executable: URL(fileURLWithPath: "/bin/sh"))
    }

    @Test(arguments: BrokenOutput.allCases)
    func aReadCommandWhoseOutputIsLostExitsSeventyFourWithOneLine(output: BrokenOutput) throws {
        let cli = try OutingsBinary()
        try cli.run(["attractions", "add", "--name", "Zoo"])

        let result = try run(cli, output, ["attractions", "list"])

        #expect(result.status == 74)
        #expect(result.stderr == "outings: cannot write standard output: \(output.expectedReason)\n")
    }

    @Test(arguments: BrokenOutput.allCases)
    func aWriteCommandWhoseOutputIsLostStillCommitsExactlyOnce(output: BrokenOutput) throws {
        let cli = try OutingsBinary()

        let result = try run(cli, output, ["attractions", "add", "--name", "Only once"])
        let names = try #require(try cli.run(["attractions", "list", "--json"]).json() as? [[String: Any]])
            .compactMap { $0["name"] as? String }

        #expect(result.status == 74)
        #expect(names == ["Only once"])
    }

    @Test func helpToAFullDiskIsAnErrorNotATrap() throws {
        let cli = try OutingsBinary()
        let result = try run(cli, .diskFull, ["--help"])
        #expect(result.status == 74)
        #expect(!result.stderr.contains("Fatal error"))
    }

    /// With stdout closed, the next descriptor opened would be 1: the store must not get it.
    @Test(arguments: [SharedStore.sqlite, .postgres])
    func aStoreOpenedWithStdoutClosedNeverReceivesTheListing(backend: SharedStore) throws {
        let cli = try OutingsBinary()
        let store = try backend.url(home: cli.home)
        try cli.run(["--store", store, "attractions", "add", "--name", "Museum"])

        let result = try run(cli, .closedAtStart, ["--store", store, "attractions", "list"])
        let after = try cli.run(["--store", store, "attractions", "list", "--json"])

        #expect(result.status == 74)
        #expect(after.status == 0)
        #expect((try after.json() as? [[String: Any]])?.map { $0["name"] as? String } == ["Museum"])
    }

    @Test func closedStandardInputReadsAsEmpty() throws {
        let cli = try OutingsBinary()
        let result = try cli.run(
            ["-c", #""$OUTINGS" photos import - <&-"#],
            environment: ["OUTINGS": OutingsBinary.executable.path],
            executable: URL(fileURLWithPath: "/bin/sh"))
        #expect(result.status == 65)
        #expect(!result.stderr.contains("Fatal error"))
    }
}
